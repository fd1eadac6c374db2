// WebKit's Web Inspector protocol, reached through the remote inspector server that MiniBrowser already runs for
// WebKitWebDriver (its address is the WEBKIT_INSPECTOR_SERVER variable the driver gives the browser). WebDriver has
// no command for the user's media preferences, but the inspector has `Page.overrideUserPreference`
// (PrefersColorScheme, PrefersReducedMotion, PrefersContrast), the override Safari's Web Inspector uses. The server
// takes one inspector client beside the driver's automation connection; its messages are glib SocketConnection
// frames: a big-endian body size, a flags byte (1: little-endian), the message name and its NUL, then a GVariant.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

/** How long a busy two-core machine may take to answer an inspector command. */
const ANSWER_CEILING_MS = 30_000;

/**
 * The browser's own remote inspector is the server's first connection, and the window's one web page its first
 * target. (The server sends the target list to the automation connection only, so the ids cannot be read from it.)
 */
const CONNECTION_ID = 1n;
const PAGE_TARGET_ID = 1n;

/** The address the driver gave the browser it started: MiniBrowser is the driver process's child. */
export function inspectorAddress(driverPid) {
  const children = readFileSync(`/proc/${driverPid}/task/${driverPid}/children`, 'utf8').trim().split(/\s+/);
  for (const pid of children.filter(Boolean)) {
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    const entry = environment.find((line) => line.startsWith('WEBKIT_INSPECTOR_SERVER='));
    if (entry) return entry.slice('WEBKIT_INSPECTOR_SERVER='.length);
  }
  throw new Error(`No child of WebKitWebDriver (pid ${driverPid}) has WEBKIT_INSPECTOR_SERVER set.`);
}

const uint64 = (value) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return bytes;
};

/** One message: the GVariant bodies used here are fixed-size integers then at most one trailing string or bytes. */
function encodeFrame(name, ...parts) {
  const body = Buffer.concat([Buffer.from(`${name}\0`), ...parts]);
  const header = Buffer.alloc(5);
  header.writeUInt32BE(body.length, 0);
  header[4] = 1;
  return Buffer.concat([header, body]);
}

/** Splits complete frames off the front of `buffer`; returns them and what is left. */
function decodeFrames(buffer) {
  const frames = [];
  let rest = buffer;
  while (rest.length >= 5 && rest.length >= 5 + rest.readUInt32BE(0)) {
    const body = rest.subarray(5, 5 + rest.readUInt32BE(0));
    rest = rest.subarray(5 + body.length);
    const end = body.indexOf(0);
    frames.push({ name: body.subarray(0, end).toString(), data: body.subarray(end + 1) });
  }
  return { frames, rest };
}

export class InspectorClient {
  #socket;
  #nextId = 1;
  #pending = new Map();
  /** The inspector's id of the window's current page (`page-8`); a navigation to another process changes it. */
  #pageTarget;
  /** Resolves when the inspector has named the page target. */
  #onPage;
  #pageReady = new Promise((resolve) => (this.#onPage = resolve));

  static async connect(address) {
    const [host, port] = [
      address.slice(0, address.lastIndexOf(':')),
      Number(address.slice(address.lastIndexOf(':') + 1)),
    ];
    const socket = connect(port, host);
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const client = new InspectorClient(socket);
    await client.#attach();
    return client;
  }

  constructor(socket) {
    this.#socket = socket;
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      const { frames, rest } = decodeFrames(Buffer.concat([buffer, chunk]));
      buffer = rest;
      for (const frame of frames) if (frame.name === 'SendMessageToFrontend') this.#receive(frame.data);
    });
  }

  async #attach() {
    // Any hash other than the server's: it answers with its command list, which this client does not need.
    this.#socket.write(encodeFrame('SetupInspectorClient', Buffer.from('none\0')));
    this.#socket.write(encodeFrame('Setup', uint64(CONNECTION_ID), uint64(PAGE_TARGET_ID)));
    await withCeiling(this.#pageReady, 'the inspector named no page target');
  }

  /** A SendMessageToFrontend body: connection id, target id (both uint64), the protocol message and its NUL. */
  #receive(data) {
    const message = JSON.parse(data.subarray(16, data.length - 1).toString('utf8'));
    const { method, params } = message;
    if (method === 'Target.targetCreated' && params.targetInfo.type === 'page' && !params.targetInfo.isProvisional) {
      this.#pageTarget = params.targetInfo.targetId;
      this.#onPage();
    } else if (method === 'Target.didCommitProvisionalTarget') {
      this.#pageTarget = params.newTargetId;
    } else if (method === 'Target.dispatchMessageFromTarget') {
      this.#settle(JSON.parse(params.message));
    } else if (message.id !== undefined) {
      this.#settle(message);
    }
  }

  #settle({ id, result, error }) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (error) pending.reject(new Error(`Web Inspector: ${error.message}`));
    else pending.resolve(result);
  }

  /** Sends `method` to the window's page (through Target.sendMessageToTarget) and resolves to its result. */
  send(method, params) {
    const id = this.#nextId++;
    const inner = JSON.stringify({ id, method, params });
    const outer = {
      id: this.#nextId++,
      method: 'Target.sendMessageToTarget',
      params: { targetId: this.#pageTarget, message: inner },
    };
    const answered = new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    const body = Buffer.from(`${JSON.stringify(outer)}\0`);
    this.#socket.write(encodeFrame('SendMessageToBackend', uint64(CONNECTION_ID), uint64(PAGE_TARGET_ID), body));
    return withCeiling(answered, `no answer to ${method}`);
  }

  close() {
    this.#socket.destroy();
  }
}

function withCeiling(promise, what) {
  let timer;
  const ceiling = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Web Inspector: ${what} within ${ANSWER_CEILING_MS / 1000} s`)),
      ANSWER_CEILING_MS,
    );
  });
  return Promise.race([promise, ceiling]).finally(() => clearTimeout(timer));
}
