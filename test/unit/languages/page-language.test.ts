// A page's lang → the strings an element shows: the best loaded language, the page's own number format, English
// when nothing serves it, a language registered later, and labels inserted as text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stringsForLang } from '../../../src/core/i18n/page-language.js';
import { registerLocale } from '../../../src/core/i18n/locale-store.js';
import { ENGLISH } from '../../../src/core/i18n/english.js';
import '../../../src/locales/de.js';
import '../../../src/locales/pt-BR.js';
import '../../../src/locales/pt-PT.js';
import '../../../src/locales/ar.js';

describe('stringsForLang', () => {
  it("writes counts in the page's own number format when it is a form of the language", () => {
    assert.equal(stringsForLang('de', 'address').entries(1234), '1.234 Adressen');
    assert.equal(
      stringsForLang('de-CH', 'address').entries(1234),
      `${new Intl.NumberFormat('de-CH').format(1234)} Adressen`,
    );
    assert.notEqual(stringsForLang('de-CH', 'address').entries(1234), '1.234 Adressen');
    assert.match(stringsForLang('ar-EG', 'address').entries(21), /^[٠-٩]+ /);
    assert.equal(stringsForLang('fi', 'address').entries(1234), '1,234 addresses', 'English, in English digits');
  });

  it('serves Portuguese outside Brazil in European Portuguese, and pt alone in Brazilian', () => {
    assert.equal(stringsForLang('pt-AO', 'address').listLabel, stringsForLang('pt-PT', 'address').listLabel);
    assert.equal(stringsForLang('pt', 'address').listLabel, stringsForLang('pt-BR', 'address').listLabel);
    assert.notEqual(stringsForLang('pt-PT', 'address').listLabel, stringsForLang('pt-BR', 'address').listLabel);
  });

  it('speaks of postal codes for <postal-code-autocomplete>, of addresses elsewhere', () => {
    assert.equal(stringsForLang('de', 'postal-code').listLabel, 'Postleitzahl-Vorschläge');
    assert.equal(stringsForLang('de', 'postal-code').back, stringsForLang('de', 'address').back);
    assert.equal(stringsForLang('', 'postal-code').noResults, ENGLISH.postalCode.noResults);
  });

  it('takes a language registered after a first use, and a replaced one', () => {
    assert.equal(stringsForLang('sw', 'address').listLabel, ENGLISH.listLabel);
    registerLocale('sw', { ...ENGLISH, listLabel: 'Mapendekezo ya anwani' });
    assert.equal(stringsForLang('sw', 'address').listLabel, 'Mapendekezo ya anwani');
    registerLocale('sw', { ...ENGLISH, listLabel: 'Anwani' });
    assert.equal(stringsForLang('sw-KE', 'address').listLabel, 'Anwani');
  });

  it("a language registered without some texts has English's for them", () => {
    const partial = { listLabel: 'Adresse-forslag' } as unknown as typeof ENGLISH;
    registerLocale('da', partial);
    const strings = stringsForLang('da', 'address');
    assert.equal(strings.listLabel, 'Adresse-forslag');
    assert.equal(strings.noResults, ENGLISH.noResults);
    assert.equal(strings.entries(2), '2 addresses');
    assert.equal(stringsForLang('da', 'postal-code').listLabel, ENGLISH.postalCode.listLabel);
  });

  it('inserts an address as text: "$&", "{count}" and braces in it stay as written', () => {
    const label = '12 $& {count} St';
    assert.equal(stringsForLang('en', 'address').selected(label), `Selected ${label}`);
    assert.equal(stringsForLang('de', 'address').expanded(label, 2).startsWith(`${label} `), true);
  });

  it('rejects a registration under no language tag, naming it', () => {
    assert.throws(() => registerLocale('not a tag', ENGLISH), RangeError);
  });
});
