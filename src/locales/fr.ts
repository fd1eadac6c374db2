// French (fr): formal (vous), with the typography of France (a narrow no-break space before "?", a no-break space
// before ":", the spaced en dash as tiret d'incise). Terms as in Shopware's storefront snippets (shopware/translations
// translations/fr-FR/Platform/Storefront/storefront.json: "adresse", "code postal", "Retour").
// Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('fr', {
  listLabel: 'Suggestions d’adresses',
  results: {
    one: '{count} adresse trouvée. Utilisez les flèches du clavier pour la choisir.',
    many: '{count} d’adresses trouvées. Utilisez les flèches du clavier pour en choisir une.',
    other: '{count} adresses trouvées. Utilisez les flèches du clavier pour en choisir une.',
  },
  noResults: 'Aucune adresse correspondante',
  entries: { one: '{count} adresse', many: '{count} d’adresses', other: '{count} adresses' },
  expanded: {
    one: '{label} – {count} adresse. Choisissez-la ou saisissez le numéro d’appartement.',
    many: '{label} – {count} d’adresses. Saisissez le numéro d’appartement ou choisissez-en une.',
    other: '{label} – {count} adresses. Saisissez le numéro d’appartement ou choisissez-en une.',
  },
  back: 'Retour',
  selected: 'Adresse sélectionnée\u00a0: {label}',
  expansionFailed: 'Impossible de charger les appartements – saisissez votre numéro d’appartement',
  unitNeeded: 'Cette adresse nécessite un numéro d’appartement ou de bureau',
  noUnit: 'Aucun numéro d’appartement – l’adresse n’en comporte pas',
  unitNotMatched: 'Ce numéro est introuvable à cette adresse – vérifiez le numéro d’appartement ou de bureau',
  notVerified: 'Choisissez votre adresse parmi les suggestions',
  didYouMean: 'Vouliez-vous dire…\u202f?',
  offered:
    'Vouliez-vous dire {label}\u202f? Utilisez les flèches du clavier pour la choisir, ou Échap pour conserver votre saisie.',
  keepEntered: 'Conserver ma saisie',
  foundInPaste: 'Trouvé dans votre texte collé',
  pasteFound: {
    one: '{count} adresse trouvée dans votre texte collé. Utilisez les flèches du clavier pour la choisir, ou Échap pour conserver votre texte.',
    many: '{count} d’adresses trouvées dans votre texte collé. Utilisez les flèches du clavier pour en choisir une, ou Échap pour conserver votre texte.',
    other:
      '{count} adresses trouvées dans votre texte collé. Utilisez les flèches du clavier pour en choisir une, ou Échap pour conserver votre texte.',
  },
  unavailableNow: 'Les suggestions d’adresses sont momentanément indisponibles – continuez à saisir votre adresse',
  tooManyLookups: 'Trop de recherches d’adresses – les suggestions reviendront dans un instant',
  unavailable: 'Les suggestions d’adresses sont indisponibles – continuez à saisir votre adresse',
  postalCode: {
    listLabel: 'Suggestions de codes postaux',
    results: {
      one: '{count} lieu trouvé. Utilisez les flèches du clavier pour le choisir.',
      many: '{count} de lieux trouvés. Utilisez les flèches du clavier pour en choisir un.',
      other: '{count} lieux trouvés. Utilisez les flèches du clavier pour en choisir un.',
    },
    noResults: 'Aucun code postal correspondant',
    notVerified: 'Choisissez votre code postal parmi les suggestions',
    unavailableNow:
      'Les suggestions de codes postaux sont momentanément indisponibles – continuez à saisir votre code postal',
    tooManyLookups: 'Trop de recherches de codes postaux – les suggestions reviendront dans un instant',
    unavailable: 'Les suggestions de codes postaux sont indisponibles – continuez à saisir votre code postal',
  },
});
