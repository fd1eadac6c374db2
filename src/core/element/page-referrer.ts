/**
 * The URL to send as the `Referer` where the browser may send none: for a document of an `srcdoc` frame, its
 * nearest ancestor document that has a URL of its own (same origin: an srcdoc document inherits its parent's). The
 * service checks an embedded key's host against `Referer` or `Origin`; Chromium sends the parent's URL from an
 * srcdoc frame, but WebKitGTK 2.50 sends no `Referer` there, and the key was refused. Undefined for any other
 * document: the browser's own referrer stands.
 */
export function srcdocReferrer(doc: Document): string | undefined {
  if (doc.URL !== 'about:srcdoc') return undefined;
  let view: Window | null = doc.defaultView;
  while (view && view.document.URL === 'about:srcdoc' && view.frameElement) view = view.parent;
  const url = view?.document.URL;
  return url && url !== 'about:srcdoc' ? url : undefined;
}
