// What a live example needs before its markup goes on the page: the simulator answering in this browser (so that no
// request leaves it) and the package's elements defined, from the source the site is built with.
import { withBase } from 'vitepress';
import { simulatorReady } from './simulator-client.js';

let ready: Promise<void> | undefined;

/** Resolves once live elements may be put on the page; rejects with the reason they cannot be. */
export function liveElementsReady(): Promise<void> {
  ready ??= (async () => {
    await simulatorReady(withBase('/'));
    await import('../../../src/define.js');
  })();
  return ready;
}

/**
 * The nodes of `markup` for this document. DOMParser builds them inert (no script runs, no element upgrades);
 * importNode makes them this document's, and they upgrade when connected. The markup is the page's own example,
 * shown beside it as code.
 */
export function nodesOf(markup: string): Node[] {
  const parsed = new DOMParser().parseFromString(markup, 'text/html');
  return [...parsed.body.childNodes].map((node) => document.importNode(node, true));
}
