// Every built-in language is complete: every key English has, every plural category its language's rules use, the
// placeholders each text needs, a number in every count, and a reviewer line in its file.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it, before } from 'node:test';
import { ENGLISH } from '../../../src/core/i18n/english.js';
import { compileStrings } from '../../../src/core/i18n/compile-strings.js';
import { localeStore } from '../../../src/core/i18n/locale-store.js';
import type { LocaleMessages, PluralText } from '../../../src/core/i18n/messages.js';

const LOCALES = new URL('../../../src/locales/', import.meta.url);
const BUILT_IN = [
  'ar',
  'de',
  'es',
  'fr',
  'he',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'pt-PT',
  'sv',
  'zh-Hans',
  'zh-Hant',
];
/** The counts that reach every plural category of the built-in languages (Arabic's six: 0, 1, 2, 5, 11, 101). */
const COUNTS = [0, 1, 2, 5, 11, 101];
const PLURAL_KEYS = ['results', 'entries', 'expanded'] as const;
const LABELLED = ['selected', 'offered'] as const;

const files = readdirSync(LOCALES).filter((name) => name.endsWith('.ts'));
const tagOf = (file: string): string => file.slice(0, -'.ts'.length);

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && !('other' in inner) ? keysOf(inner as object, `${prefix}${key}.`) : [prefix + key],
  );
}

function pluralTexts(messages: LocaleMessages): Array<[string, PluralText]> {
  return [
    ...PLURAL_KEYS.map((key): [string, PluralText] => [key, messages[key]]),
    ['postalCode.results', messages.postalCode.results],
  ];
}

/** The numbers up to 1,000 the language puts in `category`. */
function numbersIn(tag: string, category: string): number[] {
  const rules = new Intl.PluralRules(tag);
  return Array.from({ length: 1001 }, (_, n) => n).filter((n) => rules.select(n) === category);
}

describe('built-in languages', () => {
  before(async () => {
    for (const file of files) await import(new URL(file, LOCALES).href);
  });

  it('are the ones the languages guide lists, each registered under its file name', () => {
    assert.deepEqual(files.map(tagOf).sort(), BUILT_IN);
    assert.deepEqual([...localeStore().locales.keys()].sort(), BUILT_IN);
  });

  for (const tag of BUILT_IN) {
    describe(tag, () => {
      const messages = (): LocaleMessages => localeStore().locales.get(tag)!;

      it('has every key English has, and no other, each a non-empty text', () => {
        assert.deepEqual(keysOf(messages()).sort(), keysOf(ENGLISH).sort());
        for (const key of keysOf(messages())) {
          const value = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], messages());
          const texts = typeof value === 'string' ? [value] : Object.values(value as PluralText);
          for (const text of texts) assert.ok(text.trim().length > 0, `${key} is empty`);
        }
      });

      it("has a text for every plural category of the language's rules, and only those", () => {
        const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
        for (const [key, text] of pluralTexts(messages()))
          assert.deepEqual(Object.keys(text).sort(), [...categories].sort(), `${key} in ${tag}`);
      });

      it('writes {count} in every count, except where its category holds one number alone', () => {
        for (const [key, text] of pluralTexts(messages()))
          for (const [category, form] of Object.entries(text) as Array<[string, string]>) {
            if (form.includes('{count}')) continue;
            assert.equal(numbersIn(tag, category).length, 1, `${key}.${category} in ${tag} names no count: "${form}"`);
          }
      });

      it('writes {label} wherever English does', () => {
        for (const key of LABELLED) assert.match(messages()[key], /\{label\}/, `${key} in ${tag}`);
        for (const [category, form] of Object.entries(messages().expanded) as Array<[string, string]>)
          assert.match(form, /\{label\}/, `expanded.${category} in ${tag}`);
        for (const text of Object.values(messages()) as unknown[])
          if (typeof text === 'string') assert.doesNotMatch(text, /\{(?!label\})[^}]*\}/, `${tag}: "${text}"`);
      });

      it('counts 0, 1, 2, 5, 11 and 101 with the form of their category, the number in its digits', () => {
        const strings = compileStrings(messages(), tag, tag, 'address');
        const rules = new Intl.PluralRules(tag);
        const digits = new Intl.NumberFormat(tag);
        for (const count of COUNTS) {
          const form = messages().entries[rules.select(count) as keyof PluralText] ?? messages().entries.other;
          assert.equal(strings.entries(count), form.replace('{count}', digits.format(count)));
          if (form.includes('{count}')) assert.ok(strings.results(count).includes(digits.format(count)));
          assert.ok(strings.expanded('1 Main St', count).includes('1 Main St'));
        }
      });

      it('names who reviewed it, or says it is unreviewed', () => {
        const source = readFileSync(new URL(`${tag}.ts`, LOCALES), 'utf8');
        assert.match(source, /^\/\/ .*\n(\/\/ .*\n)*?\/\/ .*Reviewed by: (unreviewed|\S.*)\./m);
      });
    });
  }
});
