/**
 * The handler as a Node `(req, res)` listener: for `node:http`'s createServer, Express and Connect. The request
 * becomes a standard `Request` (the path as the app saw it before any mount point: `originalUrl`), the connection's
 * address becomes `context.clientAddress`, the body is streamed only as the handler reads it (a refusal reads none
 * of it, and Node discards it so the connection serves the next request; a body given up at the handler's size or
 * time limit closes the connection), and the shopper leaving aborts the call upstream. A request a standard
 * `Request` cannot carry (TRACE, a Host with a user name) is answered here, never a 500. Structural types only: no
 * `node:` import, so the entry stays one file of standard code.
 */
import type { AddressHandler } from './address-handler.js';
import { jsonError } from './json-error.js';

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
  /** Node: the whole message, body included, has been received. */
  complete?: boolean;
  iterator?: (options: { destroyOnReturn: boolean }) => AsyncIterator<Uint8Array>;
  resume(): unknown;
}

/** The parts of Node's ServerResponse the listener writes. */
export interface NodeResponse {
  statusCode: number;
  headersSent?: boolean;
  /** Node: the whole answer has been handed to the socket. */
  writableFinished?: boolean;
  setHeader(name: string, value: string): unknown;
  end(body?: Uint8Array): unknown;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The body as a stream that pulls from the request only as the handler reads it: with no queue of its own
 * (high-water mark 0), nothing is read before the first read, so a refused request's body stays untouched for Node
 * to discard. Cancelling drains the rest, so that the answer can still be sent.
 */
function bodyStream(req: NodeRequest, iterate: NonNullable<NodeRequest['iterator']>): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= iterate.call(req, { destroyOnReturn: false });
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
      cancel() {
        // Not awaited: the iterator's return waits for a pending read, which a stalled client never completes.
        void chunks?.return?.();
        req.resume();
      },
    },
    { highWaterMark: 0 },
  );
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

/**
 * A host name (underscores too: a container's name behind a proxy) or an IP literal, with an optional port: no user
 * name, path, query or space, which would make the URL another one.
 */
const HOST = /^(?:\[[0-9a-f:.]+\]|[^\s@/\\?#[\]:]+)(?::\d{1,5})?$/i;

/** The URL, or undefined when the Host header is not a host. */
function requestUrl(req: NodeRequest): URL | undefined {
  const path = req.originalUrl ?? req.url ?? '/';
  const scheme = req.socket.encrypted ? 'https' : 'http';
  const host = typeof req.headers.host === 'string' ? req.headers.host : 'localhost';
  if (!HOST.test(host)) return undefined;
  try {
    return new URL(path, `${scheme}://${host}`);
  } catch {
    return new URL(path.startsWith('/') ? path : '/', `${scheme}://${host}`);
  }
}

/** Methods the fetch standard forbids in a `Request`; none is an address route's. */
const UNCARRIED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The listener's own answer, in the handler's error shape and headers (json-error.ts). */
function writeJsonError(
  req: NodeRequest,
  res: NodeResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  void writeResponse(jsonError(status, message, headers), req, res);
}

/**
 * The answer written. A body the handler gave up part way (too large, too slow) closes the connection: the rest
 * of it is not worth reading, and a client sending a byte at a time must not hold the connection by it.
 */
async function writeResponse(response: Response, req: NodeRequest, res: NodeResponse): Promise<void> {
  const body = new Uint8Array(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if ((response.status === 408 || response.status === 413) && req.complete === false) {
    res.setHeader('Connection', 'close');
  }
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
    const method = req.method ?? 'GET';
    if (UNCARRIED_METHODS.has(method.toUpperCase())) {
      return writeJsonError(req, res, 405, 'The address endpoints take GET and POST only.', { Allow: 'GET, POST' });
    }
    const url = requestUrl(req);
    if (!url) return writeJsonError(req, res, 400, 'The Host header is not a host name.');
    const ended = new AbortController();
    // Only a shopper who left before the answer was written cancels anything (an abort costs tens of microseconds).
    res.once('close', () => {
      if (!res.writableFinished) ended.abort();
    });
    const body = requestBody(req);
    let request: Request;
    try {
      request = new Request(url, {
        method,
        headers: requestHeaders(req),
        body,
        // Needed by Node's fetch for a streamed body; ignored elsewhere.
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch {
      // The client's request is not one a standard Request can carry; its text stays out of the error.
      return writeJsonError(req, res, 400, 'The request could not be read.');
    }
    const run = async () => {
      const context = { clientAddress: req.socket.remoteAddress, signal: ended.signal };
      await writeResponse(await handler(request, context), req, res);
    };
    run().catch((error: unknown) => {
      if (next) return next(error);
      if (!res.headersSent) writeJsonError(req, res, 500, 'The address handler failed.');
    });
  };
}
