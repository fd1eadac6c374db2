// Polish (pl): the plain imperative ("Wybierz", "Wpisz"), as Polish shops and Shopware's pl-PL storefront write, not
// "Proszę wybrać"; no "Ty"/"Pan" and no gendered past tense ("Wybrano", "wpisany tekst"); "lokal" for the unit;
// the spaced en dash (półpauza). Terms as in Shopware's storefront snippets (shopware/translations
// translations/pl-PL/Platform/Storefront/storefront.json: "adres", "kod pocztowy", "miejscowość").
// Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('pl', {
  listLabel: 'Podpowiedzi adresów',
  results: {
    one: 'Znaleziono {count} adres. Użyj klawiszy strzałek, aby go wybrać.',
    few: 'Znaleziono {count} adresy. Użyj klawiszy strzałek, aby wybrać jeden z nich.',
    many: 'Znaleziono {count} adresów. Użyj klawiszy strzałek, aby wybrać jeden z nich.',
    other: 'Znaleziono {count} adresu. Użyj klawiszy strzałek, aby wybrać jeden z nich.',
  },
  noResults: 'Brak pasujących adresów',
  entries: { one: '{count} adres', few: '{count} adresy', many: '{count} adresów', other: '{count} adresu' },
  expanded: {
    one: '{label} – {count} adres. Wybierz go lub wpisz numer lokalu.',
    few: '{label} – {count} adresy. Wpisz numer lokalu lub wybierz jeden z nich.',
    many: '{label} – {count} adresów. Wpisz numer lokalu lub wybierz jeden z nich.',
    other: '{label} – {count} adresu. Wpisz numer lokalu lub wybierz jeden z nich.',
  },
  back: 'Wróć',
  selected: 'Wybrano: {label}',
  expansionFailed: 'Nie udało się wczytać numerów lokali – wpisz numer lokalu',
  unitNeeded: 'Ten adres wymaga numeru mieszkania, apartamentu lub lokalu',
  noUnit: 'Bez numeru lokalu – ten adres go nie ma',
  unitNotMatched: 'Nie znaleziono tego lokalu pod tym adresem – sprawdź numer mieszkania lub apartamentu',
  notVerified: 'Wybierz adres z podpowiedzi',
  didYouMean: 'Czy chodziło o…?',
  offered:
    'Czy chodziło o {label}? Użyj klawiszy strzałek, aby go wybrać, lub klawisza Esc, aby zachować wpisany tekst.',
  keepEntered: 'Zachowaj wpisany tekst',
  foundInPaste: 'Znalezione we wklejonym tekście',
  pasteFound: {
    one: 'We wklejonym tekście znaleziono {count} adres. Użyj klawiszy strzałek, aby go wybrać, lub klawisza Esc, aby zachować wklejony tekst.',
    few: 'We wklejonym tekście znaleziono {count} adresy. Użyj klawiszy strzałek, aby wybrać jeden z nich, lub klawisza Esc, aby zachować wklejony tekst.',
    many: 'We wklejonym tekście znaleziono {count} adresów. Użyj klawiszy strzałek, aby wybrać jeden z nich, lub klawisza Esc, aby zachować wklejony tekst.',
    other:
      'We wklejonym tekście znaleziono {count} adresu. Użyj klawiszy strzałek, aby wybrać jeden z nich, lub klawisza Esc, aby zachować wklejony tekst.',
  },
  unavailableNow: 'Podpowiedzi adresów są chwilowo niedostępne – wpisz dalej swój adres',
  tooManyLookups: 'Zbyt wiele wyszukiwań adresów – podpowiedzi wrócą za chwilę',
  unavailable: 'Podpowiedzi adresów są niedostępne – wpisz dalej swój adres',
  postalCode: {
    listLabel: 'Podpowiedzi kodów pocztowych',
    results: {
      one: 'Znaleziono {count} miejscowość. Użyj klawiszy strzałek, aby ją wybrać.',
      few: 'Znaleziono {count} miejscowości. Użyj klawiszy strzałek, aby wybrać jedną z nich.',
      many: 'Znaleziono {count} miejscowości. Użyj klawiszy strzałek, aby wybrać jedną z nich.',
      other: 'Znaleziono {count} miejscowości. Użyj klawiszy strzałek, aby wybrać jedną z nich.',
    },
    noResults: 'Brak pasujących kodów pocztowych',
    notVerified: 'Wybierz kod pocztowy z podpowiedzi',
    unavailableNow: 'Podpowiedzi kodów pocztowych są chwilowo niedostępne – wpisz dalej swój kod pocztowy',
    tooManyLookups: 'Zbyt wiele wyszukiwań kodów pocztowych – podpowiedzi wrócą za chwilę',
    unavailable: 'Podpowiedzi kodów pocztowych są niedostępne – wpisz dalej swój kod pocztowy',
  },
});
