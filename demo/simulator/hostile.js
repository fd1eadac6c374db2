// Hostile answers (issue 20), switched on like the other faults: `simulator_fault=hostile:<kind>`. The real answer
// is computed as usual and then sent hostile: every string value of its body rewritten (markup, RTL overrides,
// zero-width characters, stacked combining marks, emoji, 10,000 characters), a `__proto__` key in every object, or a
// body that is not JSON or never ends. Kept apart from server.js's parseFaults, which only ignores the unknown name.
//
// Each string rewrite can be undone: the element sends what it was given back to the service (a v2 `entry_id`, an
// international `address_id`, Pro's `selected`, the chosen address to US Street), and `withoutHostility` takes the
// decoration off the request before it is routed, so that the next answer is the real one, made hostile again.

/** The kinds, as written after `hostile:`. */
export const HOSTILE_KINDS = [
  'markup',
  'rtl',
  'zero-width',
  'combining',
  'emoji',
  'long10k',
  'proto-keys',
  'non-json-200',
  'never-ending',
];

/** Markup that would run script or load an image if any of it were parsed as HTML. */
const MARKUP_BEFORE = '<b class="hostile">';
const MARKUP_AFTER =
  '</b><img src="x" onerror="globalThis.hostileRan=true"><script>globalThis.hostileRan=true</script>';

/** An unterminated right-to-left override (it would reverse all text after it) and an unterminated isolate. */
const RTL_BEFORE = '\u202E\u2067';
const RTL_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

const ZERO_WIDTH = '\u200B';
const ZERO_WIDTH_CHARACTERS = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Marks stacked on every character ("Zalgo" text): strokes, an enclosing circle, the millions sign. */
const COMBINING = '\u0334\u0335\u0336\u0337\u0338\u0489\u20DD\u0334\u0335\u0336\u0337\u0338';
const COMBINING_MARKS = /[\u0334-\u0338\u0489\u20DD]/g;

/** A house, a family (joined by zero-width joiners), a flag (two regional indicators), a skin-tone modifier. */
const EMOJI_BEFORE = '🏠👨‍👩‍👧‍👦 ';
const EMOJI_AFTER = ' 🇺🇸👍🏽';

/** Every string is padded to this length with one word that has no break opportunity. */
export const LONG_LENGTH = 10_000;
const LONG_PAD = / W{50,}/g;

/** Keys whose values the element sends back in a URL: 10,000 characters there would exceed the HTTP header limit. */
const IDENTIFIERS = new Set(['address_id', 'entry_id']);

/** What the `__proto__` key of every object holds: fields the parsers read, and a marker for pollution checks. */
const PROTO_VALUE = { polluted: 'yes', street_line: 'PROTO', address_id: 'PROTO', entries: 9, candidates: [] };

/**
 * The hostile kind in a fault spec (`hostile:markup,latency:5`), or undefined.
 * @param {string} spec
 * @returns {string | undefined}
 */
export function hostileKind(spec) {
  for (const item of spec.split(',')) {
    const [name, kind = ''] = item.trim().split(':');
    if (name === 'hostile' && HOSTILE_KINDS.includes(kind)) return kind;
  }
  return undefined;
}

/**
 * The hostile variant of one string. The original text stays readable inside it (but for the combining marks and
 * zero-width characters between its characters), so a test can say which row it came from.
 * @param {string} kind
 * @param {string} text
 */
export function hostileText(kind, text) {
  switch (kind) {
    case 'markup':
      return `${MARKUP_BEFORE}${text}${MARKUP_AFTER}`;
    case 'rtl':
      return `${RTL_BEFORE}${text}`;
    case 'zero-width':
      return `\uFEFF${[...text].join(ZERO_WIDTH)}\u200D\u2060`;
    case 'combining':
      // An empty field gets the marks alone: combining marks with no character to sit on.
      return text === '' ? COMBINING : [...text].map((character) => `${character}${COMBINING}`).join('');
    case 'emoji':
      return `${EMOJI_BEFORE}${text}${EMOJI_AFTER}`;
    case 'long10k':
      return `${text} ${'W'.repeat(Math.max(50, LONG_LENGTH - text.length - 1))}`;
    default:
      return text;
  }
}

/**
 * A request's text without the decoration `hostileText` added: what the element was given, sent back.
 * @param {string} kind
 * @param {string} text
 */
export function withoutHostileText(kind, text) {
  switch (kind) {
    case 'markup':
      return text.split(MARKUP_BEFORE).join('').split(MARKUP_AFTER).join('');
    case 'rtl':
      return text.replace(RTL_CONTROLS, '');
    case 'zero-width':
      return text.replace(ZERO_WIDTH_CHARACTERS, '');
    case 'combining':
      return text.replace(COMBINING_MARKS, '');
    case 'emoji':
      return text.split(EMOJI_BEFORE).join('').split(EMOJI_AFTER).join('');
    case 'long10k':
      return text.replace(LONG_PAD, '');
    default:
      return text;
  }
}

/**
 * The request URL with the decoration taken off every query value and path segment.
 * @param {string} kind
 * @param {URL} url
 * @returns {URL}
 */
export function withoutHostility(kind, url) {
  const clean = new URL(url);
  clean.pathname = url.pathname
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(withoutHostileText(kind, decodeURIComponent(segment)));
      } catch {
        return segment;
      }
    })
    .join('/');
  for (const [name, value] of url.searchParams) clean.searchParams.set(name, withoutHostileText(kind, value));
  return clean;
}

/**
 * A body as JSON text with every string rewritten, or with a `__proto__` key first in every object (written as
 * text: JSON.parse makes it an own property, which an object literal or JSON.stringify cannot).
 * @param {string} kind
 * @param {unknown} value
 * @param {string} [key] the key `value` is held under
 * @returns {string}
 */
export function hostileJson(kind, value, key = '') {
  if (typeof value === 'string') {
    const keep = kind === 'long10k' && IDENTIFIERS.has(key);
    return JSON.stringify(keep ? value : hostileText(kind, value));
  }
  if (Array.isArray(value)) return `[${value.map((item) => hostileJson(kind, item, key)).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const members = Object.entries(value).map(
    ([name, item]) => `${JSON.stringify(name)}:${hostileJson(kind, item, name)}`,
  );
  if (kind === 'proto-keys') members.unshift(`"__proto__":${JSON.stringify(PROTO_VALUE)}`);
  return `{${members.join(',')}}`;
}

/** A page a captive portal or a misrouted proxy answers with, status 200. */
export const NON_JSON_BODY =
  '<!doctype html><html><head><title>Sign in</title></head><body><h1>Welcome</h1>' +
  '<img src="x" onerror="globalThis.hostileRan=true"><script>globalThis.hostileRan=true</script></body></html>';

/** How often a never-ending body sends another byte, and when the simulator gives up on a client that never left. */
const TRICKLE_MS = 200;
const NEVER_ENDING_CAP_MS = 5 * 60_000;

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} contentType
 */
function writeHead(res, status, contentType) {
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
}

/**
 * A 200 that starts like the real answer and then sends a space (JSON whitespace) every 200 ms until the client
 * goes; after 5 minutes the connection is dropped, without ever ending the body.
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} body
 */
function sendNeverEnding(res, body) {
  writeHead(res, 200, 'application/json; charset=utf-8');
  const text = JSON.stringify(body);
  res.write(text.slice(0, Math.max(1, Math.floor(text.length / 2))));
  const trickle = setInterval(() => res.write(' '), TRICKLE_MS);
  const cap = setTimeout(() => res.destroy(), NEVER_ENDING_CAP_MS);
  res.once('close', () => {
    clearInterval(trickle);
    clearTimeout(cap);
  });
}

/**
 * Sends the endpoint's answer the hostile way. String kinds rewrite every body (error bodies too); the body kinds
 * replace 200 answers only, so that an error stays the error it was.
 * @param {import('node:http').ServerResponse} res
 * @param {import('./shared.js').SimResponse} response
 * @param {string} kind
 */
export function sendHostile(res, response, kind) {
  if (kind === 'non-json-200' || kind === 'never-ending') {
    if (response.status !== 200) {
      writeHead(res, response.status, 'application/json; charset=utf-8');
      res.end(JSON.stringify(response.body));
    } else if (kind === 'never-ending') {
      sendNeverEnding(res, response.body);
    } else {
      writeHead(res, 200, 'text/html; charset=utf-8');
      res.end(NON_JSON_BODY);
    }
    return;
  }
  writeHead(res, response.status, 'application/json; charset=utf-8');
  res.end(hostileJson(kind, response.body));
}
