/**
 * `street-base-url` and `extract-url`, checked as `base-url` is (an http(s) URL, no credentials in its query) when a
 * configuration is made, the error naming the attribute: apart from the verifier and the extractor, whose code is
 * fetched only when a page verifies or takes pastes (core/features/).
 */
import { configError, isAddressError } from '../../api/errors.js';
import { resolveServiceRoot, type ServiceRoot } from '../../api/request-url.js';

/** The URL checked, or a `config` error naming `option` (the message of `base-url`'s check, renamed). */
function serviceRoot(url: string, option: string): ServiceRoot {
  try {
    return resolveServiceRoot(url);
  } catch (error) {
    if (!isAddressError(error)) throw error;
    throw configError(option, error.message.replace(/^baseUrl: /, ''));
  }
}

/** `streetBaseUrl`: unset or empty is US Street's own host. */
export function checkStreetBaseUrl(baseUrl: string | undefined): void {
  if (baseUrl !== undefined && baseUrl !== '') serviceRoot(baseUrl, 'streetBaseUrl');
}

/** The shop's extract route (`extractUrl`) resolved, or undefined when none is set. */
export function extractRoute(url: string | undefined): string | undefined {
  if (url === undefined || url.trim() === '') return undefined;
  return serviceRoot(url, 'extractUrl').href;
}
