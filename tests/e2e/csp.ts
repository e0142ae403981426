/**
 * The Content-Security-Policy as a browser applies it: every violation a page reports and every warning
 * about a header it cannot apply, recorded while a spec visits it. The test server (scripts/serve-static.ts)
 * applies out/_headers to every response, as Netlify and Cloudflare Pages do, so every browser test runs
 * under the site's policy; tests/e2e/routes.spec.ts counts the violations on every checked route, in the
 * same visit as its other checks (one visit per route, not two).
 */
import type { Page } from '@playwright/test';

/** Records every CSP violation the page reports, from before its first script runs. */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/**
 * What Chromium prints (as a console warning, not an error) about a response header it cannot
 * apply, e.g. "Error with Permissions-Policy header: Unrecognized feature: 'bluetooth'.".
 */
const HEADER_WARNING = /Permissions-Policy|Unrecognized feature|Cross-Origin-(Opener|Resource)-Policy|Strict-Transport-Security/i;

export function recordHeaderWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (HEADER_WARNING.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
  });
  return warnings;
}

/** Scrolls to the bottom a screen at a time, so every lazy part (gallery, form, pictures) loads. */
export async function scrollToEnd(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) await page.mouse.wheel(0, 700);
  await page.waitForLoadState('networkidle');
}
