import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/build/chromium';

/**
 * Browser tests against the static export in out/, served like a CDN, with the security headers of
 * out/_headers applied (scripts/serve-static.ts), so every test runs under the site's CSP.
 * They drive the system Chromium (no browser download): set CHROMIUM_PATH to use another binary.
 */
/** E2E_PORT names a server already running (`npm run serve -- --port N`), which the tests then reuse. */
const reuseServer = Boolean(process.env.E2E_PORT);
// Otherwise a port the system picks, chosen once by the runner; its workers inherit it with the environment.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  ['-e', "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })"],
  { encoding: 'utf8' },
);
const PORT = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual snapshots (tests/e2e/visual.spec.ts): a pixel may differ a little in colour (anti-aliasing),
    // and at most 0.5 % of a page's pixels may differ at all; a moved or resized block exceeds that.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.25, maxDiffPixelRatio: 0.005 },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
    trace: 'off',
  },
  webServer: {
    // node itself, not npx: Playwright stops the process it started, and npx's child would outlive it.
    command: `node --import tsx scripts/serve-static.ts --port ${PORT}`,
    url: baseURL,
    reuseExistingServer: reuseServer,
    timeout: 60_000,
  },
});
