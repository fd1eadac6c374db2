/**
 * The handler as a Node `(req, res)` listener: for `node:http`'s createServer, Express and Connect. The request
 * becomes a standard `Request` (the path as the app saw it before any mount point: `originalUrl`), the connection's
 * address becomes `context.clientAddress`, the body is streamed as it is read (the handler stops at its limit and the
 * rest is drained unread), and the shopper leaving aborts the call upstream. Structural types only: no `node:`
 * import, so the entry stays one file of standard code.
 */
import type { AddressHandler } from './address-handler.js';

/** The parts of Node's IncomingMessage (and Express's request) the listener reads. */
export interface NodeRequest {
  method?: string | undefined;
  url?: string | undefined;
  /** Express and Connect: the URL before the mount point was cut off. */
  originalUrl?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined; encrypted?: boolean | undefined };
  /** A body a framework read already (a string or bytes), used as it is. */
  body?: unknown;
  readableEnded?: boolean;
  iterator?: (options: { destroyOnReturn: boolean }) => AsyncIterator<Uint8Array>;
  resume(): unknown;
}

/** The parts of Node's ServerResponse the listener writes. */
export interface NodeResponse {
  statusCode: number;
  headersSent?: boolean;
  setHeader(name: string, value: string): unknown;
  end(body?: Uint8Array): unknown;
  once(event: 'close', listener: () => void): unknown;
}

/** The body as a stream that pulls from the request only as the handler reads it; cancelling drains the rest. */
function bodyStream(req: NodeRequest, iterate: NonNullable<NodeRequest['iterator']>): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      chunks ??= iterate.call(req, { destroyOnReturn: false });
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    },
    async cancel() {
      await chunks?.return?.();
      // Read and dropped, so that the answer (a 413) can still be sent on this connection.
      req.resume();
    },
  });
}

function requestBody(req: NodeRequest): BodyInit | null {
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  if (typeof req.body === 'string' || req.body instanceof Uint8Array)
    return req.body as string | Uint8Array<ArrayBuffer>;
  if (req.readableEnded || typeof req.iterator !== 'function') return null;
  return bodyStream(req, req.iterator);
}

function requestHeaders(req: NodeRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

function requestUrl(req: NodeRequest): URL {
  const path = req.originalUrl ?? req.url ?? '/';
  const scheme = req.socket.encrypted ? 'https' : 'http';
  const host = typeof req.headers.host === 'string' ? req.headers.host : 'localhost';
  try {
    return new URL(path, `${scheme}://${host}`);
  } catch {
    return new URL(path.startsWith('/') ? path : '/', `${scheme}://localhost`);
  }
}

async function writeResponse(response: Response, res: NodeResponse): Promise<void> {
  const body = new Uint8Array(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(body);
}

/**
 * `(req, res, next?)` for `node:http`, Express and Connect. A handler that throws (a bug; its own failures are
 * answers) goes to `next` when there is one, else is a 500 with a JSON error.
 */
export function nodeListener(
  handler: AddressHandler,
): (req: NodeRequest, res: NodeResponse, next?: (error?: unknown) => void) => void {
  return (req, res, next) => {
    const ended = new AbortController();
    res.once('close', () => ended.abort());
    const body = requestBody(req);
    const run = async () => {
      const request = new Request(requestUrl(req), {
        method: req.method ?? 'GET',
        headers: requestHeaders(req),
        body,
        signal: ended.signal,
        // Needed by Node's fetch for a streamed body; ignored elsewhere.
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit);
      await writeResponse(await handler(request, { clientAddress: req.socket.remoteAddress }), res);
    };
    run().catch((error: unknown) => {
      if (next) return next(error);
      if (res.headersSent) return;
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(new TextEncoder().encode(JSON.stringify({ errors: [{ message: 'The address handler failed.' }] })));
    });
  };
}
