// The page, for the api tests that run in Node. A relative base URL (a proxy path, the simulator's) resolves against
// the document's base URL: src/api/request-url.ts reads `globalThis.document?.baseURI`, and Node has no document.
// `usePage()` gives the file one, holding only that URL, for its tests (node --test runs each file in its own
// process), and counts its reads, which the request templates are tested not to repeat per request.
import { after, before } from 'node:test';

/** The page's URL: what `location.href` and `document.baseURI` are in the browser tests. */
export const PAGE_URL = 'http://localhost:8000/';
/** The page's origin, as `location.origin` in the browser tests. */
export const PAGE_ORIGIN = new URL(PAGE_URL).origin;

let reads = 0;

/** The reads of document.baseURI so far. */
export function baseUriReads(): number {
  return reads;
}

/** Gives this file's tests a document whose base URL is PAGE_URL (and removes it after them). */
export function usePage(): void {
  before(() => {
    const page = {
      get baseURI() {
        reads += 1;
        return PAGE_URL;
      },
    };
    Object.defineProperty(globalThis, 'document', { value: page, configurable: true, writable: true });
  });
  after(() => {
    delete (globalThis as { document?: unknown }).document;
  });
}
