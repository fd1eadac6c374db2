import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deepIncludes, includes } from '../support/assert.js';
import { AddressError } from '../../../src/api/errors.js';
import { usFilterParams, type UsApi, type UsFilterOptions } from '../../../src/api/us-filters.js';

function params(options: UsFilterOptions, api: UsApi = 'v2'): Array<[string, string]> {
  return usFilterParams(options, api).params;
}

/** Asserts a config error naming `option`; returns the message for further checks. */
function expectConfigError(options: UsFilterOptions, option: string, api: UsApi = 'v2'): string {
  let caught: unknown;
  try {
    usFilterParams(options, api);
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof AddressError, 'expected a config error');
  const error = caught as AddressError;
  assert.equal(error.code, 'config');
  assert.equal(error.option, option);
  assert.equal(error.message.startsWith(`${option}: `), true, error.message);
  return error.message;
}

const zips = (count: number): string => Array.from({ length: count }, (_, i) => String(10000 + i)).join(';');

/** `count` cities spread over groups of ten, each group in Colorado. */
function cities(count: number): string {
  const groups: string[] = [];
  for (let start = 0; start < count; start += 10) {
    const names = Array.from({ length: Math.min(10, count - start) }, (_, i) => `City ${start + i}`);
    groups.push(`${names.join(',')},CO`);
  }
  return groups.join(';');
}

describe('usFilterParams', () => {
  describe('unset options', () => {
    it('sends nothing when no option is set', () => {
      assert.deepEqual(usFilterParams({}, 'v2'), { params: [], warnings: [] });
      assert.deepEqual(usFilterParams({}, 'pro'), { params: [], warnings: [] });
    });

    it('treats empty and whitespace-only strings as unset', () => {
      const all: UsFilterOptions = {
        includeOnlyCities: '  ',
        includeOnlyStates: '',
        includeOnlyZipCodes: ' \t ',
        excludeStates: '\n',
        preferCities: ' ',
        preferStates: ' ',
        preferZipCodes: '   ',
        preferGeolocation: '',
        source: ' ',
        exclude: '  ',
      };
      assert.deepEqual(params(all, 'v2'), []);
      // exclude is v2-only, but a blank one is simply unset
      assert.deepEqual(params(all, 'pro'), []);
    });

    it('treats whitespace-only preferGeolocation as unset next to a ZIP filter', () => {
      assert.deepEqual(params({ includeOnlyZipCodes: '90210', preferGeolocation: '  ' }), [
        ['include_only_zip_codes', '90210'],
        ['prefer_geolocation', 'none'],
      ]);
    });

    it('trims surrounding whitespace before sending', () => {
      assert.deepEqual(params({ includeOnlyStates: '  CA;NV  ', source: ' all ' }), [
        ['include_only_states', 'CA;NV'],
        ['prefer_geolocation', 'none'],
        ['source', 'all'],
      ]);
    });
  });

  describe('parameter order', () => {
    it('is stable regardless of the order the options were given in', () => {
      const options: UsFilterOptions = {
        exclude: 'po-box',
        source: 'postal',
        preferGeolocation: 'none',
        preferRatio: 50,
        preferStates: 'NV',
        preferCities: 'Reno,NV',
        includeOnlyCities: 'Denver,CO',
        includeOnlyStates: 'CA',
        maxResults: 7,
      };
      assert.deepEqual(params(options), [
        ['max_results', '7'],
        ['include_only_cities', 'Denver,CO'],
        ['include_only_states', 'CA'],
        ['prefer_cities', 'Reno,NV'],
        ['prefer_states', 'NV'],
        ['prefer_ratio', '50'],
        ['prefer_geolocation', 'none'],
        ['source', 'postal'],
        ['exclude', 'po-box'],
      ]);
    });

    it('places exclude_states, prefer_zip_codes and include_only_zip_codes in their slots', () => {
      assert.deepEqual(params({ preferStates: 'UT', excludeStates: 'CA', maxResults: 3 }), [
        ['max_results', '3'],
        ['exclude_states', 'CA'],
        ['prefer_states', 'UT'],
        ['prefer_geolocation', 'none'],
      ]);
      assert.deepEqual(params({ source: 'all', preferRatio: 20, preferZipCodes: '84601' }), [
        ['prefer_zip_codes', '84601'],
        ['prefer_ratio', '20'],
        ['prefer_geolocation', 'none'],
        ['source', 'all'],
      ]);
      assert.deepEqual(params({ maxResults: 5, includeOnlyZipCodes: '84601' }), [
        ['max_results', '5'],
        ['include_only_zip_codes', '84601'],
        ['prefer_geolocation', 'none'],
      ]);
    });
  });

  describe('rule 1: state format', () => {
    for (const [option, param] of [
      ['includeOnlyStates', 'include_only_states'],
      ['excludeStates', 'exclude_states'],
      ['preferStates', 'prefer_states'],
    ] as const) {
      it(`accepts state codes in any case in ${option}, sent upper case`, () => {
        const geolocation = option === 'preferStates' ? [] : [['prefer_geolocation', 'none']];
        assert.deepEqual(params({ [option]: 'CA;nv;Ut' }), [[param, 'CA;NV;UT'], ...geolocation]);
        assert.deepEqual(params({ [option]: 'dc;pr;gu;vi;as;mp;aa;ae;ap' })[0], [param, 'DC;PR;GU;VI;AS;MP;AA;AE;AP']);
      });

      it(`rejects a two-letter code that is no US state or territory in ${option}`, () => {
        for (const code of ['ZZ', 'cs', 'UK', 'UM']) {
          const message = expectConfigError({ [option]: `CA;${code}` }, option);
          includes(message, `"${code}" is not the USPS code of a US state, district or territory`);
          includes(message, 'spec rule 1');
        }
      });

      it(`rejects a state that is not two letters in ${option}`, () => {
        includes(expectConfigError({ [option]: 'CA;Nevada' }, option), '"Nevada"');
        expectConfigError({ [option]: 'C' }, option);
        expectConfigError({ [option]: 'C1' }, option);
        expectConfigError({ [option]: 'CAL' }, option);
      });

      it(`rejects an empty entry in ${option}`, () => {
        includes(expectConfigError({ [option]: 'CA;;NV' }, option), 'empty entry');
        expectConfigError({ [option]: 'CA;' }, option);
      });

      it(`rejects spaces around ";" in ${option}, with a hint`, () => {
        includes(expectConfigError({ [option]: 'CA; NV' }, option), 'remove the spaces');
      });
    }
  });

  describe('rule 1: ZIP Code format', () => {
    for (const [option, param] of [
      ['includeOnlyZipCodes', 'include_only_zip_codes'],
      ['preferZipCodes', 'prefer_zip_codes'],
    ] as const) {
      it(`accepts 5-digit ZIP Codes in ${option}`, () => {
        assert.deepEqual(params({ [option]: '90210;10001' }), [
          [param, '90210;10001'],
          ['prefer_geolocation', 'none'],
        ]);
      });

      it(`rejects ZIP Codes that are not exactly 5 digits in ${option}`, () => {
        includes(expectConfigError({ [option]: '90210;1001' }, option), '"1001"');
        expectConfigError({ [option]: '902100' }, option);
        expectConfigError({ [option]: '9021a' }, option);
        expectConfigError({ [option]: '90210-1234' }, option);
        expectConfigError({ [option]: '90210,10001' }, option);
        expectConfigError({ [option]: '90210;' }, option);
      });

      it(`accepts 100 ZIP Codes and rejects 101 in ${option}`, () => {
        assert.deepEqual(params({ [option]: zips(100) })[0], [param, zips(100)]);
        includes(expectConfigError({ [option]: zips(101) }, option), '101');
      });
    }
  });

  describe('rule 1: city format', () => {
    for (const [option, param] of [
      ['includeOnlyCities', 'include_only_cities'],
      ['preferCities', 'prefer_cities'],
    ] as const) {
      it(`accepts groups of cities followed by a state in ${option}, the state sent upper case`, () => {
        const value = 'Denver,Aurora,CO;Provo,UT;Salt Lake City,ut;san juan,Pr';
        const geolocation = option === 'preferCities' ? [] : [['prefer_geolocation', 'none']];
        assert.deepEqual(params({ [option]: value }), [
          [param, 'Denver,Aurora,CO;Provo,UT;Salt Lake City,UT;san juan,PR'],
          ...geolocation,
        ]);
      });

      it(`rejects a group whose state is no US state or territory in ${option}`, () => {
        const message = expectConfigError({ [option]: 'Denver,CO;London,UK' }, option);
        includes(message, '"UK" is not the USPS code of a US state, district or territory');
      });

      it(`points a group that is only a state in ${option} at the states option`, () => {
        const states = option === 'includeOnlyCities' ? 'includeOnlyStates' : 'preferStates';
        for (const value of ['CO', 'Provo,UT;co']) {
          const message = expectConfigError({ [option]: value }, option);
          includes(message, 'is a state without a city');
          includes(message, `list it in ${states} instead`);
        }
      });

      it(`rejects a group without a state in ${option}`, () => {
        includes(expectConfigError({ [option]: 'Denver,Aurora' }, option), '"Denver,Aurora"');
        expectConfigError({ [option]: 'Denver,Aurora,CO;Provo' }, option);
        expectConfigError({ [option]: 'Denver,Colorado' }, option);
      });

      it(`rejects a group with a state but no city in ${option}`, () => {
        expectConfigError({ [option]: 'CO' }, option);
        expectConfigError({ [option]: 'Provo,UT;CO' }, option);
      });

      it(`rejects empty city names and empty groups in ${option}`, () => {
        expectConfigError({ [option]: 'Denver,,CO' }, option);
        expectConfigError({ [option]: ',CO' }, option);
        expectConfigError({ [option]: 'Denver,CO;;Provo,UT' }, option);
        expectConfigError({ [option]: 'Denver,CO;' }, option);
      });

      it(`rejects spaces around "," in ${option}, with a hint`, () => {
        includes(expectConfigError({ [option]: 'Denver, CO' }, option), 'remove the spaces');
        includes(expectConfigError({ [option]: 'Denver, Aurora,CO' }, option), 'remove the spaces');
      });

      it(`accepts 100 cities and rejects 101 in ${option}`, () => {
        assert.deepEqual(params({ [option]: cities(100) })[0], [param, cities(100)]);
        includes(expectConfigError({ [option]: cities(101) }, option), '101');
      });
    }
  });

  describe('rule 2: a state in includeOnlyCities repeated in includeOnlyStates', () => {
    it('sends both as is, with a warning naming both options and the state', () => {
      const options = { includeOnlyCities: 'Denver,Aurora,CO;Provo,UT', includeOnlyStates: 'co;CA' };
      const result = usFilterParams(options, 'v2');
      assert.deepEqual(result.params, [
        ['include_only_cities', 'Denver,Aurora,CO;Provo,UT'],
        ['include_only_states', 'CO;CA'],
        ['prefer_geolocation', 'none'],
      ]);
      assert.equal(result.warnings.length, 1);
      includes(result.warnings[0], 'includeOnlyCities');
      includes(result.warnings[0], 'includeOnlyStates');
      includes(result.warnings[0], 'CO');
    });

    it('warns once per repeated state', () => {
      const result = usFilterParams(
        { includeOnlyCities: 'Denver,CO;Boulder,CO;Provo,UT', includeOnlyStates: 'CO;UT' },
        'pro',
      );
      assert.equal(result.warnings.length, 2);
      includes(result.warnings[0], 'CO');
      includes(result.warnings[1], 'UT');
    });

    it('does not warn when the states differ', () => {
      const result = usFilterParams({ includeOnlyCities: 'Denver,CO', includeOnlyStates: 'CA;NV' }, 'v2');
      assert.deepEqual(result.warnings, []);
      assert.equal(result.params.length, 3);
    });
  });

  describe('rule 3: includeOnlyZipCodes with a city or state filter', () => {
    for (const option of [
      'includeOnlyCities',
      'includeOnlyStates',
      'excludeStates',
      'preferCities',
      'preferStates',
    ] as const) {
      it(`rejects includeOnlyZipCodes with ${option}`, () => {
        const value = option.endsWith('Cities') ? 'Denver,CO' : 'CO';
        const message = expectConfigError({ includeOnlyZipCodes: '80202', [option]: value }, 'includeOnlyZipCodes');
        includes(message, option);
        includes(message, 'rule 3');
      });
    }

    it('accepts includeOnlyZipCodes with preferRatio, maxResults and source', () => {
      assert.deepEqual(
        params({ includeOnlyZipCodes: '80202', preferRatio: 30, maxResults: 10, source: 'all' }, 'pro'),
        [
          ['max_results', '10'],
          ['include_only_zip_codes', '80202'],
          ['prefer_ratio', '30'],
          ['prefer_geolocation', 'none'],
          ['source', 'all'],
        ],
      );
    });
  });

  describe('rules 3, 6, 8: preferGeolocation with a ZIP filter or preference', () => {
    for (const [option, param, rule] of [
      ['includeOnlyZipCodes', 'include_only_zip_codes', 'rules 3 and 8'],
      ['preferZipCodes', 'prefer_zip_codes', 'rules 6 and 8'],
    ] as const) {
      it(`sends prefer_geolocation=none when it is unset, with ${option}`, () => {
        assert.deepEqual(params({ [option]: '80202' }), [
          [param, '80202'],
          ['prefer_geolocation', 'none'],
        ]);
      });

      it(`keeps an explicit preferGeolocation="none", with ${option}`, () => {
        assert.deepEqual(params({ [option]: '80202', preferGeolocation: 'none' }), [
          [param, '80202'],
          ['prefer_geolocation', 'none'],
        ]);
      });

      it(`rejects preferGeolocation="city", with ${option}`, () => {
        const message = expectConfigError({ [option]: '80202', preferGeolocation: 'city' }, 'preferGeolocation');
        includes(message, option);
        includes(message, rule);
      });
    }

    it('does not add prefer_geolocation without any filter', () => {
      assert.deepEqual(params({ preferStates: 'CO', preferCities: 'Denver,CO', maxResults: 5 }), [
        ['max_results', '5'],
        ['prefer_cities', 'Denver,CO'],
        ['prefer_states', 'CO'],
      ]);
      assert.deepEqual(usFilterParams({ preferGeolocation: 'city' }, 'v2').warnings, []);
    });
  });

  describe('rules 4 and 8: preferGeolocation with a city or state filter', () => {
    for (const [option, param, value, rule] of [
      ['includeOnlyCities', 'include_only_cities', 'Denver,CO', 'spec rule 8'],
      ['includeOnlyStates', 'include_only_states', 'CO', 'spec rule 8'],
      ['includeOnlyStates', 'include_only_states', 'CONTIGUOUS', 'spec rule 8'],
      ['excludeStates', 'exclude_states', 'CA;NV', 'spec rules 4 and 8'],
    ] as const) {
      it(`sends prefer_geolocation=none when it is unset, with ${option}=${value}`, () => {
        // The service's default is "city": the shopper's own city would get through the filter.
        for (const preferGeolocation of [undefined, '', ' ']) {
          assert.deepEqual(usFilterParams({ [option]: value, preferGeolocation }, 'v2'), {
            params: [
              [param, value],
              ['prefer_geolocation', 'none'],
            ],
            warnings: [],
          });
        }
        deepIncludes(params({ [option]: value }, 'pro'), ['prefer_geolocation', 'none']);
      });

      it(`keeps an explicit preferGeolocation="none" without a warning, with ${option}=${value}`, () => {
        assert.deepEqual(usFilterParams({ [option]: value, preferGeolocation: 'none' }, 'v2'), {
          params: [
            [param, value],
            ['prefer_geolocation', 'none'],
          ],
          warnings: [],
        });
      });

      it(`sends an explicit preferGeolocation="city" with a warning naming ${rule}, with ${option}=${value}`, () => {
        const result = usFilterParams({ [option]: value, preferGeolocation: 'city' }, 'pro');
        assert.deepEqual(result.params, [
          [param, value],
          ['prefer_geolocation', 'city'],
        ]);
        assert.equal(result.warnings.length, 1);
        assert.match(result.warnings[0], /^preferGeolocation is "city" together with /);
        includes(result.warnings[0], option);
        includes(result.warnings[0], `(${rule})`);
      });
    }

    it('names the first filter in the warning and keeps the rule-2 warning first', () => {
      const result = usFilterParams(
        { includeOnlyCities: 'Denver,CO', includeOnlyStates: 'CO', preferGeolocation: 'city' },
        'v2',
      );
      assert.equal(result.warnings.length, 2);
      includes(result.warnings[0], 'spec rule 2');
      includes(result.warnings[1], 'together with includeOnlyCities');
    });
  });

  describe('rule 4: excludeStates with includeOnly*', () => {
    for (const [option, value] of [
      ['includeOnlyCities', 'Denver,CO'],
      ['includeOnlyStates', 'CO'],
    ] as const) {
      it(`rejects excludeStates with ${option}`, () => {
        const message = expectConfigError({ excludeStates: 'CA', [option]: value }, 'excludeStates');
        includes(message, option);
        includes(message, 'rule 4');
      });
    }

    it('rejects excludeStates with includeOnlyZipCodes (reported by rule 3)', () => {
      const options = { excludeStates: 'CA', includeOnlyZipCodes: '80202' };
      const message = expectConfigError(options, 'includeOnlyZipCodes');
      includes(message, 'excludeStates');
    });

    it('accepts excludeStates with preferCities and preferStates', () => {
      assert.deepEqual(params({ excludeStates: 'CA;NV', preferCities: 'Denver,CO', preferStates: 'UT' }), [
        ['exclude_states', 'CA;NV'],
        ['prefer_cities', 'Denver,CO'],
        ['prefer_states', 'UT'],
        ['prefer_geolocation', 'none'],
      ]);
    });
  });

  describe('rule 5: the CONTIGUOUS and ALLSTATES keywords', () => {
    for (const keyword of ['CONTIGUOUS', 'ALLSTATES', 'contiguous', 'AllStates']) {
      it(`accepts ${keyword} alone in includeOnlyStates, sent upper case`, () => {
        assert.deepEqual(params({ includeOnlyStates: keyword }), [
          ['include_only_states', keyword.toUpperCase()],
          ['prefer_geolocation', 'none'],
        ]);
      });
    }

    it('accepts a keyword with preferences', () => {
      assert.deepEqual(params({ includeOnlyStates: 'CONTIGUOUS', preferStates: 'CO', preferCities: 'Denver,CO' }), [
        ['include_only_states', 'CONTIGUOUS'],
        ['prefer_cities', 'Denver,CO'],
        ['prefer_states', 'CO'],
        ['prefer_geolocation', 'none'],
      ]);
    });

    it('rejects a keyword mixed with states in includeOnlyStates', () => {
      const message = expectConfigError({ includeOnlyStates: 'CONTIGUOUS;CA' }, 'includeOnlyStates');
      includes(message, 'CONTIGUOUS');
      includes(message, 'rule 5');
      expectConfigError({ includeOnlyStates: 'CA;allstates' }, 'includeOnlyStates');
      expectConfigError({ includeOnlyStates: 'CONTIGUOUS;ALLSTATES' }, 'includeOnlyStates');
    });

    it('rejects a keyword with includeOnlyCities', () => {
      const message = expectConfigError(
        { includeOnlyStates: 'ALLSTATES', includeOnlyCities: 'Denver,CO' },
        'includeOnlyStates',
      );
      includes(message, 'includeOnlyCities');
      includes(message, 'rule 5');
    });

    it('rejects a keyword in excludeStates', () => {
      includes(expectConfigError({ excludeStates: 'CONTIGUOUS' }, 'excludeStates'), 'rule 5');
    });

    it('rejects a keyword in the city lists', () => {
      includes(expectConfigError({ includeOnlyCities: 'ALLSTATES' }, 'includeOnlyCities'), 'rule 5');
      includes(expectConfigError({ preferCities: 'Denver,CO;contiguous' }, 'preferCities'), 'rule 5');
    });
  });

  describe('rule 6: preferStates and preferZipCodes', () => {
    it('rejects a keyword in preferStates', () => {
      const message = expectConfigError({ preferStates: 'ALLSTATES' }, 'preferStates');
      includes(message, 'rules 5 and 6');
      expectConfigError({ preferStates: 'CO;CONTIGUOUS' }, 'preferStates');
    });

    for (const [option, value] of [
      ['includeOnlyCities', 'Denver,CO'],
      ['includeOnlyStates', 'CO'],
      ['includeOnlyZipCodes', '80202'],
      ['excludeStates', 'CA'],
      ['preferCities', 'Denver,CO'],
      ['preferStates', 'CO'],
    ] as const) {
      it(`rejects preferZipCodes with ${option}`, () => {
        const message = expectConfigError({ preferZipCodes: '80202', [option]: value }, 'preferZipCodes');
        includes(message, option);
        includes(message, 'rule 6');
      });
    }

    it('accepts preferZipCodes with preferRatio and preferGeolocation="none"', () => {
      assert.deepEqual(params({ preferZipCodes: '80202;80203', preferRatio: 100, preferGeolocation: 'none' }), [
        ['prefer_zip_codes', '80202;80203'],
        ['prefer_ratio', '100'],
        ['prefer_geolocation', 'none'],
      ]);
    });
  });

  describe('rule 7: a preference outside the included set', () => {
    it('sends it as is, without error or warning', () => {
      assert.deepEqual(usFilterParams({ includeOnlyStates: 'CA', preferStates: 'NV' }, 'v2'), {
        params: [
          ['include_only_states', 'CA'],
          ['prefer_states', 'NV'],
          ['prefer_geolocation', 'none'],
        ],
        warnings: [],
      });
      assert.deepEqual(usFilterParams({ includeOnlyCities: 'Denver,CO', preferCities: 'Reno,NV' }, 'pro'), {
        params: [
          ['include_only_cities', 'Denver,CO'],
          ['prefer_cities', 'Reno,NV'],
          ['prefer_geolocation', 'none'],
        ],
        warnings: [],
      });
    });
  });

  describe('ranges', () => {
    it('accepts maxResults from 1 to 10', () => {
      assert.deepEqual(params({ maxResults: 1 }), [['max_results', '1']]);
      assert.deepEqual(params({ maxResults: 10 }, 'pro'), [['max_results', '10']]);
    });

    for (const bad of [0, 11, 2.5, Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      it(`rejects maxResults ${bad}`, () => {
        includes(expectConfigError({ maxResults: bad }, 'maxResults'), '1 to 10');
      });
    }

    it('accepts preferRatio from 0 to 100', () => {
      assert.deepEqual(params({ preferRatio: 0 }), [['prefer_ratio', '0']]);
      assert.deepEqual(params({ preferRatio: 100 }), [['prefer_ratio', '100']]);
    });

    for (const bad of [-1, 101, 33.3, Number.NaN]) {
      it(`rejects preferRatio ${bad}`, () => {
        includes(expectConfigError({ preferRatio: bad }, 'preferRatio'), '0 to 100');
      });
    }

    it('treats an undefined number as unset', () => {
      assert.deepEqual(params({ maxResults: undefined, preferRatio: undefined }), []);
    });

    it('reports NaN (text that is not a number) rather than dropping it', () => {
      assert.equal(
        expectConfigError({ maxResults: Number.NaN }, 'maxResults'),
        'maxResults: must be a whole number from 1 to 10; got NaN',
      );
    });

    it('accepts preferGeolocation "city" and "none" only', () => {
      assert.deepEqual(params({ preferGeolocation: 'city' }), [['prefer_geolocation', 'city']]);
      assert.deepEqual(params({ preferGeolocation: 'none' }), [['prefer_geolocation', 'none']]);
      includes(expectConfigError({ preferGeolocation: 'off' }, 'preferGeolocation'), '"off"');
      expectConfigError({ preferGeolocation: 'CITY' }, 'preferGeolocation');
    });

    it('accepts source "postal" and "all" only', () => {
      assert.deepEqual(params({ source: 'postal' }, 'pro'), [['source', 'postal']]);
      assert.deepEqual(params({ source: 'all' }), [['source', 'all']]);
      includes(expectConfigError({ source: 'everything' }, 'source'), '"everything"');
    });
  });

  describe('exclude (v2 only)', () => {
    it('accepts each known address type, alone or comma-separated', () => {
      const all = 'base-address,undeliverable-base-address,commercial,residential,po-box,military';
      assert.deepEqual(params({ exclude: all }), [['exclude', all]]);
      assert.deepEqual(params({ exclude: 'po-box' }), [['exclude', 'po-box']]);
    });

    it('rejects an unknown value, naming it', () => {
      includes(expectConfigError({ exclude: 'po-box,apartment' }, 'exclude'), '"apartment"');
      includes(expectConfigError({ exclude: 'PO-BOX' }, 'exclude'), '"PO-BOX"');
    });

    it('rejects an empty item', () => {
      includes(expectConfigError({ exclude: 'po-box,,military' }, 'exclude'), 'empty entry');
      expectConfigError({ exclude: 'po-box,' }, 'exclude');
    });

    it('rejects spaces around "," with a hint', () => {
      includes(expectConfigError({ exclude: 'po-box, military' }, 'exclude'), 'remove the spaces');
    });

    it('rejects exclude on the Pro API', () => {
      includes(expectConfigError({ exclude: 'po-box' }, 'exclude', 'pro'), 'v2');
      assert.deepEqual(params({ exclude: 'po-box' }, 'v2'), [['exclude', 'po-box']]);
    });
  });
});
