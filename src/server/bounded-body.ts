/**
 * A request body read up to a limit and no further: a larger body is refused as soon as it passes the limit (or at
 * once, from its Content-Length), so that a client cannot make the server hold more than `limit` bytes.
 */

export type BoundedBody = { tooLarge: true } | { tooLarge: false; bytes: Uint8Array<ArrayBuffer> };

export async function readBoundedBody(request: Request, limit: number): Promise<BoundedBody> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (declared > limit) return { tooLarge: true };
  if (!request.body) return { tooLarge: false, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { tooLarge: false, bytes };
}
