/**
 * The secret key (auth-id + auth-token) as the server code holds it: checked once, sent only in an
 * `Authorization: Basic` header (spec "Authentication", secret keys, method B), and cut out of any text that could
 * reach a log, an error or a response.
 */

export interface SecretKey {
  authId: string;
  authToken: string;
}

/** The pair, or a TypeError naming the option that is wrong. The value is never echoed: it may be the token. */
export function checkSecretKey(options: { authId?: unknown; authToken?: unknown }): SecretKey {
  for (const name of ['authId', 'authToken'] as const) {
    const value = options[name];
    if (typeof value !== 'string' || value.trim() === '' || /[^\x21-\x7e]/.test(value)) {
      throw new TypeError(`options.${name} must be the secret key's ${name} (printable ASCII, not blank).`);
    }
  }
  return { authId: options.authId as string, authToken: options.authToken as string };
}

export function basicAuthorization(secret: SecretKey): string {
  return `Basic ${btoa(`${secret.authId}:${secret.authToken}`)}`;
}

/**
 * `text` with every form of the secret a message or a body could carry replaced: the token and the id as they are,
 * URL-encoded (a URL in a message) and escaped as JSON writes them (`\"`, `\\`, `\/`), and the Basic header's base64.
 * Longest first, so that a form holding a shorter one is replaced whole.
 */
export function redactSecret(text: string, secret: SecretKey): string {
  return formsOf(secret).reduce(
    (safe, form) => (safe.includes(form) ? safe.split(form).join('[redacted]') : safe),
    text,
  );
}

/** Each secret's forms, made once: the handler redacts every answer it passes on. */
const FORMS = new WeakMap<SecretKey, readonly string[]>();

function formsOf(secret: SecretKey): readonly string[] {
  let forms = FORMS.get(secret);
  if (!forms) {
    const raw = [btoa(`${secret.authId}:${secret.authToken}`), secret.authToken, secret.authId];
    const written = raw.flatMap((form) => [
      form,
      encodeURIComponent(form),
      JSON.stringify(form).slice(1, -1),
      JSON.stringify(form).slice(1, -1).replaceAll('/', '\\/'),
    ]);
    forms = [...new Set(written)].sort((a, b) => b.length - a.length);
    FORMS.set(secret, forms);
  }
  return forms;
}
