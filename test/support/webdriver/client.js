// A minimal W3C WebDriver client over HTTP (fetch): just the commands the WebKit launcher uses.

async function call(url, method, body) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = text ? JSON.parse(text) : {};
  if (!response.ok || parsed.value?.error) {
    const { error = response.status, message = text } = parsed.value ?? {};
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error}: ${message}`);
  }
  return parsed.value;
}

/** One WebDriver session: one browser window. */
export class WebDriverSession {
  /** @param {string} driverUrl e.g. http://127.0.0.1:4444 */
  static async create(driverUrl, capabilities) {
    const value = await call(`${driverUrl}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`, value.capabilities);
  }

  constructor(sessionUrl, capabilities) {
    this.sessionUrl = sessionUrl;
    this.capabilities = capabilities;
  }

  navigate(url) {
    return call(`${this.sessionUrl}/url`, 'POST', { url });
  }

  /** Runs `script` (a function body) in the page; its return value comes back as JSON. */
  execute(script, args = []) {
    return call(`${this.sessionUrl}/execute/sync`, 'POST', { script, args });
  }

  /** Runs `script` (a function body) that calls its last argument with the result; the result comes back as JSON. */
  executeAsync(script, args = []) {
    return call(`${this.sessionUrl}/execute/async`, 'POST', { script, args });
  }

  performActions(actions) {
    return call(`${this.sessionUrl}/actions`, 'POST', { actions });
  }

  releaseActions() {
    return call(`${this.sessionUrl}/actions`, 'DELETE');
  }

  setWindowRect(rect) {
    return call(`${this.sessionUrl}/window/rect`, 'POST', rect);
  }

  getWindowRect() {
    return call(`${this.sessionUrl}/window/rect`, 'GET');
  }

  setTimeouts(timeouts) {
    return call(`${this.sessionUrl}/timeouts`, 'POST', timeouts);
  }

  delete() {
    return call(this.sessionUrl, 'DELETE');
  }
}
