// Request bodies of the POST endpoints: read with a byte ceiling (the spec's 413 limits), and the Content-Type the
// spec names checked. The simulator is stricter than a browser or a framework would be, never more lenient than the
// spec: the media type must match and the charset, when given, must be utf-8.

/**
 * Reads a body up to `limit` bytes. Past it, the rest is drained unread so that the 413 can still be sent.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<{ tooLarge: boolean, bytes: Buffer }>}
 */
export async function readBody(req, limit) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return { tooLarge: size > limit, bytes: Buffer.concat(chunks) };
}

/**
 * Whether a Content-Type header names `mediaType`, with no charset or charset utf-8.
 * @param {string | undefined} header
 * @param {string} mediaType e.g. 'application/json'
 */
export function isContentType(header, mediaType) {
  if (!header) return false;
  const [type, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== mediaType) return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || value?.replace(/^"|"$/g, '') === 'utf-8';
  });
}

/**
 * Decodes UTF-8 strictly: a body that is not UTF-8 is malformed (400), not silently repaired.
 * @param {Buffer} bytes
 * @returns {string | undefined}
 */
export function utf8Text(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
