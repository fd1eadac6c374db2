// Chromium through Playwright, with the system's Chromium (test/support/chromium.js finds or installs it).
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, findTestChromium } from '../chromium.js';

/**
 * One browser context for the run, a page per test file. The launcher's default gives every file a context of its
 * own, whose empty cache asks the dev server again for every module the file's page loads (about 160); in one
 * context, the next file's page reads them from the cache (the run keeps them: keepModulesForTheRun in
 * web-test-runner.config.mjs). No test keeps anything in the context between files (cookies, storage, permissions):
 * what a file changes lives in its page, which closes when the file ends. The launcher closes what this returns when
 * a file ends: here, that closes the file's page only.
 */
function pageInSharedContext() {
  let shared;
  return async ({ browser }) => {
    shared ??= browser.newContext();
    const context = await shared;
    let page;
    return {
      async newPage() {
        page = await context.newPage();
        return page;
      },
      async close() {
        await page?.close();
      },
    };
  };
}

export function chromiumLauncher() {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: { executablePath: findTestChromium(), headless: true, args: CHROMIUM_ARGS },
    createBrowserContext: pageInSharedContext(),
  });
}
