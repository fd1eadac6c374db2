// Portuguese, Brazil (pt-BR): "você", as Brazilian shops write; terms as in Brazilian shop translations ("endereço",
// "CEP": OpenCart's Brazilian pack, opencartbrasil/traducao upload/catalog/language/pt-br/account/address.php;
// "Voltar": Shopware's pt-BR storefront snippets, shopware/translations
// translations/pt-BR/Platform/Storefront/storefront.json). Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('pt-BR', {
  listLabel: 'Sugestões de endereço',
  results: {
    one: '{count} endereço encontrado. Use as setas do teclado para escolhê-lo.',
    many: '{count} de endereços encontrados. Use as setas do teclado para escolher um.',
    other: '{count} endereços encontrados. Use as setas do teclado para escolher um.',
  },
  noResults: 'Nenhum endereço correspondente',
  entries: { one: '{count} endereço', many: '{count} de endereços', other: '{count} endereços' },
  expanded: {
    one: '{label} — {count} endereço. Escolha-o ou digite o número do apartamento.',
    many: '{label} — {count} de endereços. Digite o número do apartamento ou escolha um.',
    other: '{label} — {count} endereços. Digite o número do apartamento ou escolha um.',
  },
  back: 'Voltar',
  selected: 'Endereço selecionado: {label}',
  expansionFailed: 'Não foi possível carregar os apartamentos — digite o número do seu apartamento',
  unitNeeded: 'Este endereço precisa do número do apartamento, da suíte ou da unidade',
  noUnit: 'Sem número de apartamento — o endereço não tem',
  unitNotMatched: 'Esta unidade não foi encontrada neste endereço — confira o número do apartamento ou da suíte',
  notVerified: 'Escolha seu endereço entre as sugestões',
  didYouMean: 'Você quis dizer…?',
  offered: 'Você quis dizer {label}? Use as setas do teclado para escolhê-lo ou Esc para manter o que você digitou.',
  keepEntered: 'Manter o que digitei',
  foundInPaste: 'Encontrado no que você colou',
  pasteFound: {
    one: '{count} endereço encontrado no que você colou. Use as setas do teclado para escolhê-lo ou Esc para manter o que você colou.',
    many: '{count} de endereços encontrados no que você colou. Use as setas do teclado para escolher um ou Esc para manter o que você colou.',
    other:
      '{count} endereços encontrados no que você colou. Use as setas do teclado para escolher um ou Esc para manter o que você colou.',
  },
  unavailableNow: 'As sugestões de endereço estão indisponíveis no momento — continue digitando seu endereço',
  tooManyLookups: 'Muitas buscas de endereço — as sugestões voltam em instantes',
  unavailable: 'As sugestões de endereço estão indisponíveis — continue digitando seu endereço',
  postalCode: {
    listLabel: 'Sugestões de CEP',
    results: {
      one: '{count} local encontrado. Use as setas do teclado para escolhê-lo.',
      many: '{count} de locais encontrados. Use as setas do teclado para escolher um.',
      other: '{count} locais encontrados. Use as setas do teclado para escolher um.',
    },
    noResults: 'Nenhum CEP correspondente',
    notVerified: 'Escolha seu CEP entre as sugestões',
    unavailableNow: 'As sugestões de CEP estão indisponíveis no momento — continue digitando seu CEP',
    tooManyLookups: 'Muitas buscas de CEP — as sugestões voltam em instantes',
    unavailable: 'As sugestões de CEP estão indisponíveis — continue digitando seu CEP',
  },
});
