/**
 * A body read up to a limit and a deadline, and no further: a larger body is refused as soon as it passes the limit
 * (or at once, from its Content-Length), and a body still arriving at the deadline is given up, so that the other
 * side can neither make the server hold more than `limit` bytes nor hold it waiting by sending a byte at a time. The
 * same reading serves a shopper's request body and the service's answer.
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

/**
 * `stream` read whole, or given up past `limit` bytes or when `deadline` aborts (`too-slow`); a stream not read to
 * its end is cancelled. Without a deadline, only the limit ends the read early.
 */
export async function readBoundedStream(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
  deadline?: AbortSignal,
): Promise<BoundedBody> {
  if (!stream) return { outcome: 'read', bytes: new Uint8Array(0) };
  const reader = stream.getReader();
  const late = new Promise<'late'>((resolve) => {
    if (deadline?.aborted) resolve('late');
    deadline?.addEventListener('abort', () => resolve('late'), { once: true });
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

/** A request body declaring more than `limit` in its Content-Length is refused before a byte is read. */
export async function readBoundedBody(request: Request, limit: number, deadline: AbortSignal): Promise<BoundedBody> {
  if (Number(request.headers.get('Content-Length') ?? NaN) > limit) return { outcome: 'too-large' };
  return readBoundedStream(request.body, limit, deadline);
}
