// The service, at zero latency: a node:http server that answers every request at once with the same US autocomplete
// answer (upstream-answer.json: the simulator's 10 suggestions for "1600 Penn", 1.8 KB), kept alive. Its cost is the
// floor of both paths: the benchmark's "direct" figures are this server alone.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

export const UPSTREAM_ANSWER = readFileSync(new URL('./upstream-answer.json', import.meta.url));

const HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Content-Length': String(UPSTREAM_ANSWER.length),
};

export async function startFakeUpstream(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    // The request is not read: a GET has no body, and the answer does not depend on the query.
    req.resume();
    res.writeHead(200, HEADERS);
    res.end(UPSTREAM_ANSWER);
  });
  // Longer than any pause between two runs, so that the handler's pooled connections stay open.
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
