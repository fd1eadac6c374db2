// The service's own widget (smarty-address 1.0.1) side by side, when it is installed. It is not on npm and this
// machine has no internet, so nothing here fetches it. Install it by building it from its repository and copying
// the built script-tag file to bench-peer/smarty-address/smarty-address.js (or point SMARTY_ADDRESS_PEER at that
// file); see docs/performance/browser-benchmark.md. Its script evaluation needs nothing else. The figures that type into it need an
// adapter beside the script, bench-peer/smarty-address/adapter.json: { "tag": the element's name, "attributes": the
// attributes that point it at this origin's simulator with the demo key, "debounceAttribute": the attribute that
// sets its debounce, if any }, since its markup is not known here and is not guessed. Without the script, the
// column is skipped with a message; without the adapter, only script evaluation is measured.
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
        'docs/performance/index.md says how to build it from its repository.',
    };
  }
  const folder = dirname(script);
  const adapterFile = join(folder, 'adapter.json');
  const adapter = existsSync(adapterFile) ? JSON.parse(readFileSync(adapterFile, 'utf8')) : undefined;
  return { script, folder, adapter };
}
