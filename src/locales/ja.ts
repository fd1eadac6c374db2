// Japanese (ja): polite です/ます, with Japanese punctuation (、。（）？); "部屋番号" for the unit, as Japanese checkouts
// ask for 建物名・部屋番号. Terms as in Shopware's storefront snippets (shopware/translations
// translations/ja-JP/Platform/Storefront/storefront.json: "住所", "郵便番号"). Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('ja', {
  listLabel: '住所の候補',
  results: { other: '{count}件の住所が見つかりました。矢印キーで選択してください。' },
  noResults: '該当する住所がありません',
  entries: { other: '{count}件の住所' },
  expanded: { other: '{label}（{count}件の住所）。部屋番号を入力するか、一覧から選択してください。' },
  back: '戻る',
  selected: '{label}を選択しました',
  expansionFailed: '部屋番号を読み込めませんでした。部屋番号を入力してください',
  unitNeeded: 'この住所には部屋番号（アパート・スイートの番号）が必要です',
  noUnit: '部屋番号なし（この住所には部屋番号がありません）',
  unitNotMatched: 'この住所にその部屋番号は見つかりませんでした。部屋番号をご確認ください',
  notVerified: '候補から住所を選択してください',
  didYouMean: 'もしかして、こちらの住所ですか？',
  offered: '{label}ではありませんか？矢印キーで選択できます。入力した内容のままにする場合はEscキーを押してください。',
  keepEntered: '入力した内容のままにする',
  foundInPaste: '貼り付けたテキストで見つかった住所',
  pasteFound: {
    other:
      '貼り付けたテキストで{count}件の住所が見つかりました。矢印キーで選択してください。貼り付けた内容のままにする場合はEscキーを押してください。',
  },
  unavailableNow: '現在、住所の候補を表示できません。そのまま住所を入力してください',
  tooManyLookups: '住所の検索が多すぎます。しばらくすると候補が再び表示されます',
  unavailable: '住所の候補を表示できません。そのまま住所を入力してください',
  postalCode: {
    listLabel: '郵便番号の候補',
    results: { other: '{count}件の地域が見つかりました。矢印キーで選択してください。' },
    noResults: '該当する郵便番号がありません',
    notVerified: '候補から郵便番号を選択してください',
    unavailableNow: '現在、郵便番号の候補を表示できません。そのまま郵便番号を入力してください',
    tooManyLookups: '郵便番号の検索が多すぎます。しばらくすると候補が再び表示されます',
    unavailable: '郵便番号の候補を表示できません。そのまま郵便番号を入力してください',
  },
});
