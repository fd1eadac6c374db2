// `npm run simulator`: the simulator on its own, for curl, other pages, or a real app in development.
import { startSimulatorServer, DEMO_KEYS } from './server.js';

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const { url } = await startSimulatorServer({ port, host });
console.log(`Address API simulator on ${url}`);
console.log(
  `  Embedded keys need a Referer (or Origin) of an authorized host, else 401: curl -H 'Referer: http://localhost/' '<url>'`,
);
console.log(`  US v2:          ${url}/us-autocomplete/v2/lookup?key=demo-embedded-key&search=1600+Amph`);
console.log(`  US Pro:         ${url}/us-autocomplete/lookup?key=demo-embedded-key&search=1600+Amph`);
console.log(
  `  International:  ${url}/international-autocomplete/v2/lookup?key=demo-embedded-key&country=CAN&search=123+Main`,
);
console.log(`  US Street:      ${url}/us-street/street-address?key=demo-embedded-key&street=...`);
console.log(
  `  Postal code:    ${url}/international-postal-code/lookup?key=demo-embedded-key&country=GBR&postal_code=M1`,
);
console.log(`  Keys: ${Object.keys(DEMO_KEYS).join(', ')}`);
console.log(
  `  Secret key (POST only): auth-id=demo-auth-id&auth-token=demo-auth-token, for US Street batches (POST ${url}/us-street/street-address, JSON) and US Extract (POST ${url}/us-extract/, text/plain)`,
);
