/**
 * Which pages may use the handler. It spends the shop's secret key, so another site's page must not be able to
 * make its visitors' browsers call it. Browsers send `Origin` on every POST and on cross-origin requests, but not on
 * a same-origin GET fetch; there, `Sec-Fetch-Site` (sent by current browsers, never settable by a page's script)
 * says whether the page is of the same origin, and older browsers leave only the `Referer`. A request with none of
 * the three is not a browser's fetch from a page and is refused. A non-browser client can forge every header: the
 * per-client throttle, not this check, is what bounds it.
 */

/** Why the request is refused (the 403's message), or undefined when its page may use the handler. */
export function refusedOrigin(headers: Headers, allowedOrigins: ReadonlySet<string>): string | undefined {
  const origin = headers.get('Origin');
  if (origin !== null) {
    return allowedOrigins.has(origin.trim()) ? undefined : 'This origin may not use the address endpoints.';
  }
  const site = headers.get('Sec-Fetch-Site');
  if (site !== null) {
    return site.trim() === 'same-origin' ? undefined : 'Only pages of this site may use the address endpoints.';
  }
  const referer = headers.get('Referer');
  if (referer !== null) {
    return allowedOrigins.has(originOf(referer)) ? undefined : "This page's origin may not use the address endpoints.";
  }
  return 'The address endpoints answer pages of this site only (no Origin, Sec-Fetch-Site or Referer was sent).';
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/** The exact origins, each checked to be one (`https://shop.example`, no path, no trailing slash). */
export function checkAllowedOrigins(value: unknown): ReadonlySet<string> {
  if (!Array.isArray(value) || value.length === 0) {
    throw new TypeError('options.allowedOrigins must list the origins of your pages (e.g. "https://shop.example").');
  }
  value.forEach((origin: unknown, index) => {
    if (typeof origin !== 'string' || origin === 'null' || originOf(origin) !== origin) {
      throw new TypeError(
        `options.allowedOrigins[${index}] must be an origin such as "https://shop.example" (scheme, host and port only).`,
      );
    }
  });
  return new Set(value as string[]);
}
