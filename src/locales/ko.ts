// Korean (ko): 합쇼체 for statements ("없습니다") and polite requests in "~해 주세요", the mix Korean checkouts use;
// "호수" for the unit. Terms as in Shopware's storefront snippets (shopware/translations
// translations/ko-KR/Platform/Storefront/storefront.json: "주소", "우편 번호", written "우편번호" as Korean shops do).
// Reviewed by: unreviewed.
import { registerLocale } from '../core/i18n/locale-store.js';

registerLocale('ko', {
  listLabel: '추천 주소',
  results: { other: '주소 {count}개를 찾았습니다. 화살표 키로 선택해 주세요.' },
  noResults: '일치하는 주소가 없습니다',
  entries: { other: '주소 {count}개' },
  expanded: { other: '{label}: 주소 {count}개. 호수를 입력하거나 목록에서 선택해 주세요.' },
  back: '뒤로',
  selected: '선택한 주소: {label}',
  expansionFailed: '호수 목록을 불러오지 못했습니다. 호수를 직접 입력해 주세요',
  unitNeeded: '이 주소에는 아파트, 스위트 또는 호수 정보가 필요합니다',
  noUnit: '호수 없음(이 주소에는 호수가 없습니다)',
  unitNotMatched: '이 주소에서 해당 호수를 찾을 수 없습니다. 아파트 또는 스위트 호수를 확인해 주세요',
  notVerified: '추천 주소에서 주소를 선택해 주세요',
  didYouMean: '이 주소를 찾으셨나요?',
  offered: '{label} 주소를 찾으셨나요? 화살표 키로 선택하거나, Esc 키를 누르면 입력한 내용을 그대로 유지합니다.',
  keepEntered: '입력한 내용 유지',
  foundInPaste: '붙여 넣은 내용에서 찾은 주소',
  pasteFound: {
    other:
      '붙여 넣은 내용에서 주소 {count}개를 찾았습니다. 화살표 키로 선택하거나, Esc 키를 누르면 붙여 넣은 내용을 그대로 유지합니다.',
  },
  unavailableNow: '지금은 추천 주소를 사용할 수 없습니다. 주소를 계속 입력해 주세요',
  tooManyLookups: '주소 조회가 너무 많습니다. 잠시 후 추천 주소가 다시 표시됩니다',
  unavailable: '추천 주소를 사용할 수 없습니다. 주소를 계속 입력해 주세요',
  postalCode: {
    listLabel: '추천 우편번호',
    results: { other: '지역 {count}곳을 찾았습니다. 화살표 키로 선택해 주세요.' },
    noResults: '일치하는 우편번호가 없습니다',
    notVerified: '추천 우편번호에서 우편번호를 선택해 주세요',
    unavailableNow: '지금은 추천 우편번호를 사용할 수 없습니다. 우편번호를 계속 입력해 주세요',
    tooManyLookups: '우편번호 조회가 너무 많습니다. 잠시 후 추천 우편번호가 다시 표시됩니다',
    unavailable: '추천 우편번호를 사용할 수 없습니다. 우편번호를 계속 입력해 주세요',
  },
});
