/**
 * `POST {prefix}/us-extract`: the shopper's pasted text to US Extract (secret key only, so the page cannot call it),
 * answered with `ExtractAnswer`. The page chooses no US Extract option: `aggressive` and the others cost lookups or
 * change what is found, which is the shop's call, not the page's.
 */
import { MAX_EXTRACT_BYTES } from '../api/us-extract.js';
import { readBoundedBody } from './bounded-body.js';
import { extractAnswer } from './extract-answer.js';
import { ANSWER_HEADERS, jsonError } from './json-error.js';
import { callUpstream, passThrough, type UpstreamCall } from './upstream.js';

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

export async function answerExtract(request: Request, upstreamUrl: URL, call: UpstreamCall): Promise<Response> {
  if (!isPlainUtf8Text(request.headers.get('Content-Type'))) {
    return jsonError(415, 'Send the text as Content-Type: text/plain; charset=utf-8.');
  }
  const body = await readBoundedBody(request, MAX_EXTRACT_BYTES);
  if (body.tooLarge) {
    return jsonError(413, `The text is larger than ${MAX_EXTRACT_BYTES.toLocaleString('en-US')} bytes.`);
  }
  const text = utf8(body.bytes);
  if (text === undefined) return jsonError(400, 'The text is not UTF-8.');
  if (text.trim() === '') return jsonError(400, 'The text is blank.');
  const answer = await callUpstream(
    upstreamUrl,
    { method: 'POST', contentType: 'text/plain; charset=utf-8', body: body.bytes },
    call,
  );
  if (answer instanceof Response) return answer;
  if (answer.status !== 200) return passThrough(answer, call.secret);
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
