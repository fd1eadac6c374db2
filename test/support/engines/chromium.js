// Chromium through Playwright, with the system's Chromium (test/support/chromium.js finds or installs it).
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, findTestChromium } from '../chromium.js';

export function chromiumLauncher() {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: { executablePath: findTestChromium(), headless: true, args: CHROMIUM_ARGS },
  });
}
