// The demo page's script: the side-effect entry that a site imports, plus the switch between the local simulator
// and the production service, a log of the elements' events, and the request meters (meter/).
import '../src/define.js';
import { startMeters } from './meter/start-meters.js';
import { startLanguageSwitch } from './language.js';

const SIMULATOR_KEY = 'demo-embedded-key';
const SIMULATOR_BASE_URLS: Record<string, string> = {
  'us-address-autocomplete': '/us-autocomplete',
  'intl-address-autocomplete': '/international-autocomplete',
  'postal-code-autocomplete': '/international-postal-code',
};
const STORAGE_KEY = 'address-autocomplete-demo-key';

function elements(): HTMLElement[] {
  return [
    ...document.querySelectorAll<HTMLElement>(
      // The example through the shop's own server keeps its routes: its secret key is the server's.
      ':is(us-address-autocomplete, intl-address-autocomplete, postal-code-autocomplete):not([data-shop-server])',
    ),
  ];
}

function useService(productionKey: string | null): void {
  for (const element of elements()) {
    if (productionKey) {
      element.setAttribute('embedded-key', productionKey);
      element.removeAttribute('base-url');
      element.removeAttribute('street-base-url');
    } else {
      element.setAttribute('embedded-key', SIMULATOR_KEY);
      element.setAttribute('base-url', SIMULATOR_BASE_URLS[element.localName] ?? '');
      if (element.hasAttribute('verify')) element.setAttribute('street-base-url', '/us-street');
    }
  }
  const status = document.querySelector('#service-status');
  if (status) {
    status.textContent = productionKey
      ? "Using the production service with your embedded key (this page's host must be one of the key's hosts)."
      : `Using the local simulator (key ${SIMULATOR_KEY}).`;
  }
}

function logEvent(event: Event): void {
  const log = document.querySelector('#event-log');
  if (!log) return;
  const entry = document.createElement('li');
  const detail = (event as CustomEvent).detail as
    { verification?: { status: string }; source?: string; reason?: string } | undefined;
  // The US Street verdict, how the address came, or why it stands unverified first, where a glance finds them; the
  // whole detail after them.
  const verdict = detail?.verification ? ` [verification: ${detail.verification.status}]` : '';
  const source = detail?.source ? ` [source: ${detail.source}]` : '';
  const reason = detail?.reason ? ` [reason: ${detail.reason}]` : '';
  entry.textContent = `${event.type}${verdict}${source}${reason}: ${JSON.stringify(detail)}`;
  log.prepend(entry);
}

const keyForm = document.querySelector<HTMLFormElement>('#service-form');
const keyInput = document.querySelector<HTMLInputElement>('#embedded-key');
keyForm?.addEventListener('submit', (event) => {
  event.preventDefault();
  const key = keyInput?.value.trim() ?? '';
  if (key === '') return;
  sessionStorage.setItem(STORAGE_KEY, key);
  useService(key);
});
document.querySelector('#use-simulator')?.addEventListener('click', () => {
  sessionStorage.removeItem(STORAGE_KEY);
  if (keyInput) keyInput.value = '';
  useService(null);
});
// A submit the browser refused (an invalid field): from now on :user-invalid shows (demo.css).
document
  .querySelector('#checkout')
  ?.addEventListener(
    'invalid',
    (event) => (event.currentTarget as HTMLFormElement).toggleAttribute('data-tried', true),
    true,
  );
document.querySelector('#checkout')?.addEventListener('submit', (event) => {
  event.preventDefault();
  const data = Object.fromEntries(new FormData(event.target as HTMLFormElement));
  logEvent(new CustomEvent('submit', { detail: data }));
});
document.addEventListener('verified-address', logEvent);
document.addEventListener('postal-code-selected', logEvent);
document.addEventListener('address-error', logEvent);
document.addEventListener('address-cleared', logEvent);
document.addEventListener('unverified-address', logEvent);

startMeters(window);
startLanguageSwitch(document.querySelector<HTMLSelectElement>('#language'));

const savedKey = sessionStorage.getItem(STORAGE_KEY);
if (savedKey && keyInput) keyInput.value = savedKey;
useService(savedKey);
