// One WebKitGTK browser window for the tests: its own Xvfb display (MiniBrowser has no headless mode, and a display
// of its own keeps the window focused, so focus and blur behave as for a shopper), its own WebKitWebDriver (which
// allows one session), and the session, whose MiniBrowser the driver starts. Whoever starts one stops it: `stop()`
// ends the session and kills the driver's and Xvfb's process groups, so nothing outlives the run.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { WebDriverSession } from './client.js';
import { InspectorClient, inspectorAddress } from './inspector.js';

/** How long a busy two-core machine may take to bring up a display, a driver, or a browser. */
const START_CEILING_MS = 90_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `command` in a process group of its own (so that stopping it stops its children too). */
function startGroup(command, args, options) {
  const child = spawn(command, args, { detached: true, ...options });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stop);
  return { child, stop };
}

/** Starts Xvfb on a free display; resolves to its number (Xvfb writes it to the descriptor named by -displayfd). */
function startXvfb(xvfb) {
  const group = startGroup(xvfb, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    group.child.stderr.on('data', (chunk) => (errors += chunk));
    group.child.stdio[3].on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve({ display: `:${output.trim()}`, stop: group.stop });
    });
    group.child.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before giving a display: ${errors}`)));
    group.child.on('error', reject);
  });
}

async function waitUntilReady(driverUrl, driverProcess) {
  const deadline = Date.now() + START_CEILING_MS;
  while (Date.now() < deadline) {
    if (driverProcess.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driverProcess.exitCode})`);
    try {
      const response = await fetch(`${driverUrl}/status`);
      if ((await response.json()).value?.ready !== undefined) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${driverUrl} within ${START_CEILING_MS / 1000} s`);
}

/**
 * @param {{driver: string, miniBrowser: string, xvfb: string}} paths from findWebKit()
 * @returns {Promise<{session: WebDriverSession, inspector: () => Promise<InspectorClient>, stop: () => Promise<void>}>}
 */
export async function startWebKitBrowser(paths) {
  const xvfb = await startXvfb(paths.xvfb);
  let driver;
  try {
    const port = await freePort();
    // Without accelerated compositing: Xvfb has no GPU, so WebKit's compositor drew through Mesa's software GL, which
    // took a fifth to a quarter of the machine's CPU for WebKit's files (the list files: 73 → 54 s of CPU; the choice
    // files: 43 → 36 s). Layout, events, focus and the top layer are the same; only how layers are painted differs,
    // and no WebKit test compares pixels.
    driver = startGroup(paths.driver, [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: xvfb.display, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    });
    const driverUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(driverUrl, driver.child);
    const session = await WebDriverSession.create(driverUrl, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: paths.miniBrowser, args: ['--automation'] },
    });
    // The Web Inspector connection, opened on first use (only the media tests need it).
    let inspector;
    const openInspector = () => (inspector ??= InspectorClient.connect(inspectorAddress(driver.child.pid)));
    const stop = async () => {
      if (inspector) (await inspector.catch(() => undefined))?.close();
      await session.delete().catch(() => {});
      driver.stop();
      xvfb.stop();
    };
    return { session, inspector: openInspector, stop };
  } catch (error) {
    driver?.stop();
    xvfb.stop();
    throw error;
  }
}
