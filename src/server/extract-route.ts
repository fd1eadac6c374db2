/**
 * `POST {prefix}/us-extract`: the shopper's pasted text to US Extract (secret key only, so the page cannot call it),
 * answered with `ExtractAnswer`. The text is read and checked first (type, size, lines, UTF-8), since what it costs
 * depends on it; the throttle then takes that cost, and only then does the text go upstream. The page chooses no
 * US Extract option: `aggressive` and the others cost lookups or change what is found, which is the shop's call.
 */
import { readBoundedBody } from './bounded-body.js';
import { extractAnswer } from './extract-answer.js';
import { linesWithText, type ExtractLimits } from './extract-limits.js';
import { ANSWER_HEADERS, jsonError } from './json-error.js';
import { callUpstream, passThrough, type UpstreamCall } from './upstream.js';

/** A paste that passed the route's checks: its bytes as sent, and its lines with text. */
export interface Paste {
  bytes: Uint8Array<ArrayBuffer>;
  lines: number;
}

/** `text/plain`, with no charset or charset utf-8 (what a browser sends for a string body). */
export function isPlainUtf8Text(contentType: string | null): boolean {
  if (contentType === null) return false;
  const [type, ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'text/plain') return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || value.replace(/^"|"$/g, '') === 'utf-8';
  });
}

function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The paste, or the refusal: 415 (type), 413 (bytes or lines), 408 (still arriving at the deadline), 400. */
export async function readPaste(
  request: Request,
  limits: ExtractLimits,
  deadline: AbortSignal,
): Promise<Paste | Response> {
  if (!isPlainUtf8Text(request.headers.get('Content-Type'))) {
    return jsonError(415, 'Send the text as Content-Type: text/plain; charset=utf-8.');
  }
  const body = await readBoundedBody(request, limits.maxBytes, deadline);
  if (body.outcome === 'too-large') {
    return jsonError(413, `The text is larger than ${limits.maxBytes.toLocaleString('en-US')} bytes.`);
  }
  if (body.outcome === 'too-slow') return jsonError(408, 'The text did not arrive in time.');
  const text = utf8(body.bytes);
  if (text === undefined) return jsonError(400, 'The text is not UTF-8.');
  if (text.trim() === '') return jsonError(400, 'The text is blank.');
  const lines = linesWithText(text);
  if (lines > limits.maxLines) {
    return jsonError(413, `The text has more than ${limits.maxLines.toLocaleString('en-US')} lines.`);
  }
  return { bytes: body.bytes, lines };
}

export async function answerExtract(paste: Paste, upstreamUrl: URL, call: UpstreamCall): Promise<Response> {
  const answer = await callUpstream(
    upstreamUrl,
    { method: 'POST', contentType: 'text/plain; charset=utf-8', body: paste.bytes },
    call,
  );
  if (answer instanceof Response) return answer;
  if (answer.status !== 200) return passThrough(answer, call);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(answer.body));
  } catch {
    json = undefined;
  }
  const extracted = extractAnswer(json);
  if (!extracted) {
    call.report(`${upstreamUrl.pathname} answered 200 without US Extract's addresses`);
    return jsonError(502, "The address service answered 200 with a body that is not US Extract's.");
  }
  return Response.json(extracted, { headers: ANSWER_HEADERS });
}
