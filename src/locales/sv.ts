// Swedish (sv): du, as Swedish shops write, with the spaced en dash (tankstreck). Terms as in Shopware's storefront
// snippets (shopware/translations translations/sv-SE/Platform/Storefront/storefront.json: "adress", "postnummer",
// "ort"); "lägenhetsnummer" for the unit. Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('sv', {
  listLabel: 'Adressförslag',
  results: {
    one: '{count} adress hittades. Använd piltangenterna för att välja den.',
    other: '{count} adresser hittades. Använd piltangenterna för att välja en.',
  },
  noResults: 'Inga matchande adresser',
  entries: { one: '{count} adress', other: '{count} adresser' },
  expanded: {
    one: '{label} – {count} adress. Välj den eller skriv lägenhetsnumret.',
    other: '{label} – {count} adresser. Skriv lägenhetsnumret eller välj en.',
  },
  back: 'Tillbaka',
  selected: 'Vald adress: {label}',
  expansionFailed: 'Lägenhetsnumren kunde inte hämtas – skriv ditt lägenhetsnummer',
  unitNeeded: 'Den här adressen behöver ett lägenhets-, svit- eller enhetsnummer',
  noUnit: 'Inget lägenhetsnummer – adressen har inget',
  unitNotMatched: 'Lägenheten finns inte på den här adressen – kontrollera lägenhets- eller svitnumret',
  notVerified: 'Välj din adress bland förslagen',
  didYouMean: 'Menade du…?',
  offered: 'Menade du {label}? Använd piltangenterna för att välja den, eller Esc för att behålla det du skrev.',
  keepEntered: 'Behåll det jag skrev',
  foundInPaste: 'Hittades i det du klistrade in',
  pasteFound: {
    one: '{count} adress hittades i det du klistrade in. Använd piltangenterna för att välja den, eller Esc för att behålla det du klistrade in.',
    other:
      '{count} adresser hittades i det du klistrade in. Använd piltangenterna för att välja en, eller Esc för att behålla det du klistrade in.',
  },
  unavailableNow: 'Adressförslag är inte tillgängliga just nu – fortsätt skriva din adress',
  tooManyLookups: 'För många adressökningar – förslagen är snart tillbaka',
  unavailable: 'Adressförslag är inte tillgängliga – fortsätt skriva din adress',
  postalCode: {
    listLabel: 'Postnummerförslag',
    results: {
      one: '{count} ort hittades. Använd piltangenterna för att välja den.',
      other: '{count} orter hittades. Använd piltangenterna för att välja en.',
    },
    noResults: 'Inga matchande postnummer',
    notVerified: 'Välj ditt postnummer bland förslagen',
    unavailableNow: 'Postnummerförslag är inte tillgängliga just nu – fortsätt skriva ditt postnummer',
    tooManyLookups: 'För många postnummersökningar – förslagen är snart tillbaka',
    unavailable: 'Postnummerförslag är inte tillgängliga – fortsätt skriva ditt postnummer',
  },
});
