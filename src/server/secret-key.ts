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
 * `text` with every form of the secret a message could carry replaced: the token and the id as they are and
 * URL-encoded (a URL in a message), and the Basic header's base64.
 */
export function redactSecret(text: string, secret: SecretKey): string {
  const forms = [
    btoa(`${secret.authId}:${secret.authToken}`),
    secret.authToken,
    encodeURIComponent(secret.authToken),
    secret.authId,
    encodeURIComponent(secret.authId),
  ];
  return forms.reduce((safe, form) => safe.split(form).join('[redacted]'), text);
}
