// Chinese, Simplified (zh-Hans): polite "请" and "您", with Chinese punctuation (，。（）？……); "单元号" for the unit.
// Terms as in OpenCart's Chinese language files (opencart/opencart upload/catalog/language/zh-CN/account/address.php:
// "地址", "邮政编码"). Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('zh-Hans', {
  listLabel: '地址建议',
  results: { other: '找到 {count} 个地址。请使用方向键选择。' },
  noResults: '没有匹配的地址',
  entries: { other: '{count} 个地址' },
  expanded: { other: '{label}（{count} 个地址）。请输入单元号，或从列表中选择。' },
  back: '返回',
  selected: '已选择 {label}',
  expansionFailed: '无法加载单元号，请输入您的单元号',
  unitNeeded: '此地址需要公寓、套房或单元号',
  noUnit: '无单元号（此地址没有单元号）',
  unitNotMatched: '此地址下未找到该单元，请检查公寓或套房号',
  notVerified: '请从建议中选择您的地址',
  didYouMean: '您是不是要找……？',
  offered: '您是不是要找 {label}？请使用方向键选择，或按 Esc 键保留您输入的内容。',
  keepEntered: '保留我输入的内容',
  foundInPaste: '在您粘贴的内容中找到',
  pasteFound: {
    other: '在您粘贴的内容中找到 {count} 个地址。请使用方向键选择，或按 Esc 键保留您粘贴的内容。',
  },
  unavailableNow: '地址建议暂时不可用，请继续输入您的地址',
  tooManyLookups: '地址查询过于频繁，建议稍后即可恢复',
  unavailable: '地址建议不可用，请继续输入您的地址',
  postalCode: {
    listLabel: '邮政编码建议',
    results: { other: '找到 {count} 个地点。请使用方向键选择。' },
    noResults: '没有匹配的邮政编码',
    notVerified: '请从建议中选择您的邮政编码',
    unavailableNow: '邮政编码建议暂时不可用，请继续输入您的邮政编码',
    tooManyLookups: '邮政编码查询过于频繁，建议稍后即可恢复',
    unavailable: '邮政编码建议不可用，请继续输入您的邮政编码',
  },
});
