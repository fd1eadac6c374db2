// Portuguese, Portugal (pt-PT): formal third person ("Escolha", "a sua morada"), as Portuguese shops write. Terms of
// Portuguese checkouts: "morada", "código postal" (Blesta's pt_PT pack, blesta/language
// plugins/import_manager/components/migrators/csv/1.0/language/pt_pt/csv1_0.php: "Morada", "Código Postal") and
// "Voltar" (Shopware's storefront snippets, shopware/translations
// translations/pt-PT/Platform/Storefront/storefront.json). Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('pt-PT', {
  listLabel: 'Sugestões de moradas',
  results: {
    one: 'Foi encontrada {count} morada. Utilize as setas do teclado para a escolher.',
    many: 'Foram encontradas {count} de moradas. Utilize as setas do teclado para escolher uma.',
    other: 'Foram encontradas {count} moradas. Utilize as setas do teclado para escolher uma.',
  },
  noResults: 'Não há moradas correspondentes',
  entries: { one: '{count} morada', many: '{count} de moradas', other: '{count} moradas' },
  expanded: {
    one: '{label} — {count} morada. Escolha-a ou introduza o número do apartamento.',
    many: '{label} — {count} de moradas. Introduza o número do apartamento ou escolha uma.',
    other: '{label} — {count} moradas. Introduza o número do apartamento ou escolha uma.',
  },
  back: 'Voltar',
  selected: 'Morada selecionada: {label}',
  expansionFailed: 'Não foi possível carregar os apartamentos — introduza o número do seu apartamento',
  unitNeeded: 'Esta morada precisa do número do apartamento, da suite ou da unidade',
  noUnit: 'Sem número de apartamento — a morada não tem',
  unitNotMatched: 'Esta unidade não foi encontrada nesta morada — verifique o número do apartamento ou da suite',
  notVerified: 'Escolha a sua morada entre as sugestões',
  didYouMean: 'Queria dizer…?',
  offered: 'Queria dizer {label}? Utilize as setas do teclado para a escolher ou Esc para manter o que introduziu.',
  keepEntered: 'Manter o que introduzi',
  foundInPaste: 'Encontrado no texto colado',
  pasteFound: {
    one: 'Foi encontrada {count} morada no texto colado. Utilize as setas do teclado para a escolher ou Esc para manter o que colou.',
    many: 'Foram encontradas {count} de moradas no texto colado. Utilize as setas do teclado para escolher uma ou Esc para manter o que colou.',
    other:
      'Foram encontradas {count} moradas no texto colado. Utilize as setas do teclado para escolher uma ou Esc para manter o que colou.',
  },
  unavailableNow: 'As sugestões de moradas não estão disponíveis de momento — continue a escrever a sua morada',
  tooManyLookups: 'Demasiadas pesquisas de moradas — as sugestões voltam dentro de momentos',
  unavailable: 'As sugestões de moradas não estão disponíveis — continue a escrever a sua morada',
  postalCode: {
    listLabel: 'Sugestões de códigos postais',
    results: {
      one: 'Foi encontrada {count} localidade. Utilize as setas do teclado para a escolher.',
      many: 'Foram encontradas {count} de localidades. Utilize as setas do teclado para escolher uma.',
      other: 'Foram encontradas {count} localidades. Utilize as setas do teclado para escolher uma.',
    },
    noResults: 'Não há códigos postais correspondentes',
    notVerified: 'Escolha o seu código postal entre as sugestões',
    unavailableNow:
      'As sugestões de códigos postais não estão disponíveis de momento — continue a escrever o seu código postal',
    tooManyLookups: 'Demasiadas pesquisas de códigos postais — as sugestões voltam dentro de momentos',
    unavailable: 'As sugestões de códigos postais não estão disponíveis — continue a escrever o seu código postal',
  },
});
