/**
 * A request body read up to a limit and a deadline, and no further: a larger body is refused as soon as it passes
 * the limit (or at once, from its Content-Length), and a body still arriving at the deadline is given up, so that a
 * client can neither make the server hold more than `limit` bytes nor hold it waiting by sending a byte at a time.
 */

export type BoundedBody =
  { outcome: 'too-large' } | { outcome: 'too-slow' } | { outcome: 'read'; bytes: Uint8Array<ArrayBuffer> };

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** `deadline` aborting ends the read (`too-slow`); the stream is cancelled whenever it is not read to its end. */
export async function readBoundedBody(request: Request, limit: number, deadline: AbortSignal): Promise<BoundedBody> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (declared > limit) return { outcome: 'too-large' };
  if (!request.body) return { outcome: 'read', bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const late = new Promise<'late'>((resolve) => {
    if (deadline.aborted) resolve('late');
    deadline.addEventListener('abort', () => resolve('late'), { once: true });
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = await Promise.race([reader.read(), late]);
    if (next === 'late' || (!next.done && size + next.value.byteLength > limit)) {
      // Not awaited: a stalled source may never settle its cancel.
      reader.cancel().catch(() => undefined);
      return { outcome: next === 'late' ? 'too-slow' : 'too-large' };
    }
    if (next.done) return { outcome: 'read', bytes: joined(chunks, size) };
    size += next.value.byteLength;
    chunks.push(next.value);
  }
}
