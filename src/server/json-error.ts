/**
 * The handler's own answers (refusals and failures) in the service's error shape, `{"errors":[{"message"}]}`, so
 * that the elements read them as they read the service's (`parseServiceMessages` in src/api/http.ts).
 */

/** Headers every answer of the handler carries: never cached (each is one shopper's lookup), never sniffed. */
export const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function jsonError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ errors: [{ message }] }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...ANSWER_HEADERS, ...headers },
  });
}
