// Chinese, Traditional (zh-Hant): polite "請" and "您", with Chinese punctuation (，。（）？……), in Taiwan's wording;
// "房號" for the unit. Terms as in OpenCart's Traditional Chinese language files (atFriendly/opencart
// upload/catalog/language/zh-TW/account/address.php: "地址", "郵遞區號"). Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('zh-Hant', {
  listLabel: '地址建議',
  results: { other: '找到 {count} 個地址。請使用方向鍵選擇。' },
  noResults: '沒有相符的地址',
  entries: { other: '{count} 個地址' },
  expanded: { other: '{label}（{count} 個地址）。請輸入房號，或從清單中選擇。' },
  back: '返回',
  selected: '已選擇 {label}',
  expansionFailed: '無法載入房號，請輸入您的房號',
  unitNeeded: '此地址需要公寓、套房或房號',
  noUnit: '無房號（此地址沒有房號）',
  unitNotMatched: '此地址找不到這個房號，請檢查公寓或套房號碼',
  notVerified: '請從建議中選擇您的地址',
  didYouMean: '您是不是要找……？',
  offered: '您是不是要找 {label}？請使用方向鍵選擇，或按 Esc 鍵保留您輸入的內容。',
  keepEntered: '保留我輸入的內容',
  foundInPaste: '在您貼上的內容中找到',
  pasteFound: {
    other: '在您貼上的內容中找到 {count} 個地址。請使用方向鍵選擇，或按 Esc 鍵保留您貼上的內容。',
  },
  unavailableNow: '地址建議暫時無法使用，請繼續輸入您的地址',
  tooManyLookups: '地址查詢次數過多，建議稍後就會恢復',
  unavailable: '地址建議無法使用，請繼續輸入您的地址',
  postalCode: {
    listLabel: '郵遞區號建議',
    results: { other: '找到 {count} 個地點。請使用方向鍵選擇。' },
    noResults: '沒有相符的郵遞區號',
    notVerified: '請從建議中選擇您的郵遞區號',
    unavailableNow: '郵遞區號建議暫時無法使用，請繼續輸入您的郵遞區號',
    tooManyLookups: '郵遞區號查詢次數過多，建議稍後就會恢復',
    unavailable: '郵遞區號建議無法使用，請繼續輸入您的郵遞區號',
  },
});
