// Which loaded language serves a page's `lang` (BCP 47, with CLDR's likely subtags and parent locales).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bestLocale } from '../../../src/core/i18n/best-locale.js';

const BUILT_IN = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt-BR',
  'pt-PT',
  'nl',
  'pl',
  'sv',
  'ja',
  'zh-Hans',
  'zh-Hant',
  'ko',
  'ar',
  'he',
];

describe('bestLocale', () => {
  const cases: Array<[string, string | undefined]> = [
    ['de', 'de'],
    ['de-CH', 'de'],
    ['DE-at', 'de'],
    ['en-GB', 'en'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt-PT'],
    ['pt-MZ', 'pt-PT'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh-Hans-TW', 'zh-Hans'],
    ['ja-JP', 'ja'],
    ['ar-EG', 'ar'],
    ['iw', 'he'],
    ['he-IL', 'he'],
    ['es-419', 'es'],
    ['fi', undefined],
    ['', undefined],
    ['english', undefined],
  ];
  for (const [requested, expected] of cases) {
    it(`"${requested}" → ${expected ?? 'none'}`, () => {
      assert.equal(bestLocale(requested, BUILT_IN), expected);
    });
  }

  it('prefers a regional locale a shop added for its region, and the plain one elsewhere', () => {
    const available = ['en', 'de', 'de-CH'];
    assert.equal(bestLocale('de-CH', available), 'de-CH');
    assert.equal(bestLocale('de-AT', available), 'de');
    assert.equal(bestLocale('de', available), 'de');
  });
});
