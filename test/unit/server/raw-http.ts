// HTTP/1.1 spoken over a raw socket, for the Node adapter's tests about connections: what a client that is not a
// browser sends (absolute-form targets, odd Host headers, bodies that stall), and what came back on that connection.
import { createServer, type RequestListener, type Server } from 'node:http';
import { connect } from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What came back on one connection: the answers read from it, and whether the server closed it. */
export interface Exchange {
  responses: RawResponse[];
  closedByServer: boolean;
}

/** Parses whole HTTP/1.1 answers (each with a Content-Length, as the adapter writes them) out of `bytes`. */
export function parseResponses(bytes: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let offset = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', offset);
    if (end < 0) return responses;
    const [statusLine, ...lines] = bytes.subarray(offset, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (bytes.length < end + 4 + length) return responses;
    responses.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: bytes.subarray(end + 4, end + 4 + length).toString(),
    });
    offset = end + 4 + length;
  }
}

/**
 * Writes `parts` on one connection and reads until `expected` answers came or the server closed the connection (a
 * reset counts as a close, with what was read). With `untilClosed`, it goes on reading until the server closes it.
 */
export async function exchange(
  port: number,
  parts: Array<string | Buffer>,
  expected: number,
  untilClosed = false,
): Promise<Exchange> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = Buffer.alloc(0);
  let closedByServer = false;
  const done = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (!untilClosed && parseResponses(received).length >= expected) resolve();
    });
    const closed = () => ((closedByServer = true), resolve());
    socket.on('end', closed);
    socket.on('error', closed);
    socket.on('close', closed);
  });
  for (const part of parts) socket.write(part);
  await done;
  socket.destroy();
  return { responses: parseResponses(received), closedByServer };
}

export async function listen(listener: RequestListener): Promise<{ port: number; server: Server }> {
  const server = createServer(listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, server };
}

export function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
