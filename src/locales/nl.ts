// Dutch (nl): formal (u), with the spaced en dash (gedachtestreepje). Terms as in Shopware's storefront snippets
// (shopware/translations translations/nl-NL/Platform/Storefront/storefront.json: "adres", "postcode", "plaats").
// Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('nl', {
  listLabel: 'Adressuggesties',
  results: {
    one: '{count} adres gevonden. Gebruik de pijltjestoetsen om het te kiezen.',
    other: '{count} adressen gevonden. Gebruik de pijltjestoetsen om er een te kiezen.',
  },
  noResults: 'Geen overeenkomende adressen',
  entries: { one: '{count} adres', other: '{count} adressen' },
  expanded: {
    one: '{label} – {count} adres. Kies het of typ het appartementnummer.',
    other: '{label} – {count} adressen. Typ het appartementnummer of kies er een.',
  },
  back: 'Terug',
  selected: '{label} geselecteerd',
  expansionFailed: 'De appartementnummers konden niet worden geladen – typ uw appartementnummer',
  unitNeeded: 'Voor dit adres is een appartement-, suite- of unitnummer nodig',
  noUnit: 'Geen appartementnummer – het adres heeft er geen',
  unitNotMatched: 'Dit appartement is op dit adres niet gevonden – controleer het appartement- of suitenummer',
  notVerified: 'Kies uw adres uit de suggesties',
  didYouMean: 'Bedoelde u…?',
  offered: 'Bedoelde u {label}? Gebruik de pijltjestoetsen om het te kiezen, of Esc om uw invoer te behouden.',
  keepEntered: 'Mijn invoer behouden',
  foundInPaste: 'Gevonden in uw geplakte tekst',
  pasteFound: {
    one: '{count} adres gevonden in uw geplakte tekst. Gebruik de pijltjestoetsen om het te kiezen, of Esc om uw tekst te behouden.',
    other:
      '{count} adressen gevonden in uw geplakte tekst. Gebruik de pijltjestoetsen om er een te kiezen, of Esc om uw tekst te behouden.',
  },
  unavailableNow: 'Adressuggesties zijn op dit moment niet beschikbaar – typ uw adres gewoon verder',
  tooManyLookups: 'Te veel adreszoekopdrachten – de suggesties zijn zo weer terug',
  unavailable: 'Adressuggesties zijn niet beschikbaar – typ uw adres gewoon verder',
  postalCode: {
    listLabel: 'Postcodesuggesties',
    results: {
      one: '{count} plaats gevonden. Gebruik de pijltjestoetsen om deze te kiezen.',
      other: '{count} plaatsen gevonden. Gebruik de pijltjestoetsen om er een te kiezen.',
    },
    noResults: 'Geen overeenkomende postcodes',
    notVerified: 'Kies uw postcode uit de suggesties',
    unavailableNow: 'Postcodesuggesties zijn op dit moment niet beschikbaar – typ uw postcode gewoon verder',
    tooManyLookups: 'Te veel postcodezoekopdrachten – de suggesties zijn zo weer terug',
    unavailable: 'Postcodesuggesties zijn niet beschikbaar – typ uw postcode gewoon verder',
  },
});
