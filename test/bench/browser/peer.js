// The service's own widget (smarty-address 1.0.1) side by side, when it is installed. It is not on npm and this
// machine has no internet, so nothing here fetches it. Install it by building it from its repository and copying
// the built script-tag file to bench-peer/smarty-address/smarty-address.js (or point SMARTY_ADDRESS_PEER at that
// file); see docs/performance/browser-benchmark.md. Its script evaluation needs nothing else. The figures that type
// into it need an adapter beside the script, bench-peer/smarty-address/adapter.json, since its markup is not known
// here and is not guessed:
// - "tag", "attributes": the element that wraps the input (for a custom element, the widget itself) and its
//   attributes, pointing it at this origin's simulator with the demo key;
// - "debounceAttribute": the attribute that sets its debounce, if it has one;
// - "init": for a widget started from script on an existing input, the source of `(input, index) => promise`, run
//   on each mounted input (index: 0, 1, … in the page) and awaited as an element's upgrade is (stage.js mount);
// - "renameQuery": query parameters the bench origin renames before the simulator reads them ({ sent: read }).
// Without the script, the column is skipped with a message; without the adapter, only script evaluation is measured.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT = fileURLToPath(new URL('../../../bench-peer/smarty-address/smarty-address.js', import.meta.url));

/** { script, folder, adapter? } when installed, else { missing: message }. */
export function findPeer() {
  const script = process.env.SMARTY_ADDRESS_PEER || DEFAULT;
  if (!existsSync(script)) {
    return {
      missing:
        `smarty-address is not installed (no ${script}): its column is skipped. It is not on npm; ` +
        'docs/performance/browser-benchmark.md says how to build it from its repository.',
    };
  }
  const folder = dirname(script);
  const adapterFile = join(folder, 'adapter.json');
  const adapter = existsSync(adapterFile) ? JSON.parse(readFileSync(adapterFile, 'utf8')) : undefined;
  return { script, folder, adapter };
}
