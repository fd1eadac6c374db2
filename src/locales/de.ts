// German (de): formal (Sie), with the spaced en dash German typography uses (Gedankenstrich), not the em dash. Terms as
// in Shopware's storefront snippets (shopware/shopware src/Storefront/Resources/snippet/de_DE/storefront.de-DE.json:
// "Adresse", "PLZ" written out as "Postleitzahl", "Zurück", "Bitte prüfen Sie Ihre Angaben"). Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('de', {
  listLabel: 'Adressvorschläge',
  results: {
    one: '{count} Adresse gefunden. Wählen Sie sie mit den Pfeiltasten aus.',
    other: '{count} Adressen gefunden. Wählen Sie eine mit den Pfeiltasten aus.',
  },
  noResults: 'Keine passenden Adressen',
  entries: { one: '{count} Adresse', other: '{count} Adressen' },
  expanded: {
    one: '{label} – {count} Adresse. Wählen Sie sie aus oder geben Sie die Wohnungsnummer ein.',
    other: '{label} – {count} Adressen. Geben Sie die Wohnungsnummer ein oder wählen Sie eine aus.',
  },
  back: 'Zurück',
  selected: '{label} ausgewählt',
  expansionFailed: 'Die Wohnungsnummern konnten nicht geladen werden – bitte geben Sie Ihre Wohnungsnummer ein',
  unitNeeded: 'Für diese Adresse ist eine Wohnungs-, Apartment- oder Suite-Nummer nötig',
  noUnit: 'Keine Wohnungsnummer – die Adresse hat keine',
  unitNotMatched:
    'Diese Wohnungsnummer gibt es unter dieser Adresse nicht – bitte prüfen Sie die Wohnungs- oder Suite-Nummer',
  notVerified: 'Bitte wählen Sie Ihre Adresse aus den Vorschlägen aus',
  didYouMean: 'Meinten Sie…?',
  offered:
    'Meinten Sie {label}? Wählen Sie die Adresse mit den Pfeiltasten aus oder behalten Sie Ihre Eingabe mit der Esc-Taste.',
  keepEntered: 'Meine Eingabe behalten',
  foundInPaste: 'In Ihrem eingefügten Text gefunden',
  pasteFound: {
    one: '{count} Adresse in Ihrem eingefügten Text gefunden. Wählen Sie sie mit den Pfeiltasten aus oder behalten Sie den Text mit der Esc-Taste.',
    other:
      '{count} Adressen in Ihrem eingefügten Text gefunden. Wählen Sie eine mit den Pfeiltasten aus oder behalten Sie den Text mit der Esc-Taste.',
  },
  unavailableNow: 'Adressvorschläge sind gerade nicht verfügbar – geben Sie Ihre Adresse einfach weiter ein',
  tooManyLookups: 'Zu viele Adressabfragen – die Vorschläge sind gleich wieder da',
  unavailable: 'Adressvorschläge sind nicht verfügbar – geben Sie Ihre Adresse einfach weiter ein',
  postalCode: {
    listLabel: 'Postleitzahl-Vorschläge',
    results: {
      one: '{count} Ort gefunden. Wählen Sie ihn mit den Pfeiltasten aus.',
      other: '{count} Orte gefunden. Wählen Sie einen mit den Pfeiltasten aus.',
    },
    noResults: 'Keine passenden Postleitzahlen',
    notVerified: 'Bitte wählen Sie Ihre Postleitzahl aus den Vorschlägen aus',
    unavailableNow:
      'Postleitzahl-Vorschläge sind gerade nicht verfügbar – geben Sie Ihre Postleitzahl einfach weiter ein',
    tooManyLookups: 'Zu viele Postleitzahl-Abfragen – die Vorschläge sind gleich wieder da',
    unavailable: 'Postleitzahl-Vorschläge sind nicht verfügbar – geben Sie Ihre Postleitzahl einfach weiter ein',
  },
});
