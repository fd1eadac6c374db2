// Italian (it): informal (tu), as Italian shops and Shopware's it-IT storefront address the shopper ("Inserisci", "il
// tuo indirizzo"); "interno" for the unit. Terms as in Shopware's storefront snippets (shopware/translations
// translations/it-IT/Platform/Storefront/storefront.json: "indirizzo", "CAP", "Città").
// Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('it', {
  listLabel: 'Suggerimenti di indirizzi',
  results: {
    one: '{count} indirizzo trovato. Usa i tasti freccia per sceglierlo.',
    many: '{count} di indirizzi trovati. Usa i tasti freccia per sceglierne uno.',
    other: '{count} indirizzi trovati. Usa i tasti freccia per sceglierne uno.',
  },
  noResults: 'Nessun indirizzo corrispondente',
  entries: { one: '{count} indirizzo', many: '{count} di indirizzi', other: '{count} indirizzi' },
  expanded: {
    one: '{label} – {count} indirizzo. Sceglilo o digita il numero di interno.',
    many: '{label} – {count} di indirizzi. Digita il numero di interno o scegline uno.',
    other: '{label} – {count} indirizzi. Digita il numero di interno o scegline uno.',
  },
  back: 'Indietro',
  selected: 'Indirizzo selezionato: {label}',
  expansionFailed: 'Impossibile caricare gli interni – digita il tuo numero di interno',
  unitNeeded: 'Questo indirizzo richiede il numero di interno, appartamento o suite',
  noUnit: 'Nessun interno – l’indirizzo non ne ha',
  unitNotMatched: 'Questo interno non risulta a questo indirizzo – controlla il numero di interno o appartamento',
  notVerified: 'Scegli il tuo indirizzo tra i suggerimenti',
  didYouMean: 'Forse intendevi…?',
  offered:
    'Forse intendevi {label}? Usa i tasti freccia per sceglierlo, oppure Esc per mantenere quello che hai inserito.',
  keepEntered: 'Mantieni quello che ho inserito',
  foundInPaste: 'Trovato nel testo incollato',
  pasteFound: {
    one: '{count} indirizzo trovato nel testo incollato. Usa i tasti freccia per sceglierlo, oppure Esc per mantenere quello che hai incollato.',
    many: '{count} di indirizzi trovati nel testo incollato. Usa i tasti freccia per sceglierne uno, oppure Esc per mantenere quello che hai incollato.',
    other:
      '{count} indirizzi trovati nel testo incollato. Usa i tasti freccia per sceglierne uno, oppure Esc per mantenere quello che hai incollato.',
  },
  unavailableNow: 'I suggerimenti di indirizzi non sono disponibili al momento – continua a digitare il tuo indirizzo',
  tooManyLookups: 'Troppe ricerche di indirizzi – i suggerimenti torneranno tra un attimo',
  unavailable: 'I suggerimenti di indirizzi non sono disponibili – continua a digitare il tuo indirizzo',
  postalCode: {
    listLabel: 'Suggerimenti di CAP',
    results: {
      one: '{count} località trovata. Usa i tasti freccia per sceglierla.',
      many: '{count} di località trovate. Usa i tasti freccia per sceglierne una.',
      other: '{count} località trovate. Usa i tasti freccia per sceglierne una.',
    },
    noResults: 'Nessun CAP corrispondente',
    notVerified: 'Scegli il tuo CAP tra i suggerimenti',
    unavailableNow: 'I suggerimenti di CAP non sono disponibili al momento – continua a digitare il tuo CAP',
    tooManyLookups: 'Troppe ricerche di CAP – i suggerimenti torneranno tra un attimo',
    unavailable: 'I suggerimenti di CAP non sono disponibili – continua a digitare il tuo CAP',
  },
});
