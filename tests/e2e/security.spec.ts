import type { Page } from '@playwright/test';
import { services } from '@/content/services';
import { servicePath } from '@/lib/routes';
import { allRoutes } from '@/lib/build/site-routes';
import { stubFormspree, stubRecaptcha } from './contact-stubs';
import { expect, test, watchPage } from './support';

/**
 * The test server (scripts/serve-static.ts) applies out/_headers to every response, as Netlify and
 * Cloudflare Pages do, so every browser test runs under the site's Content-Security-Policy. These
 * tests check the headers themselves and count the policy's violations on every route.
 */

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Scrolls to the bottom a screen at a time, so every lazy part (gallery, form, pictures) loads. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) await page.mouse.wheel(0, 700);
  await page.waitForLoadState('networkidle');
}

test('every response carries the security headers from out/_headers', async ({ request }) => {
  for (const path of ['/', '/about', '/blog/able', '/no-such-page', '/rss.xml']) {
    const headers = (await request.get(path)).headers();
    const policy = headers['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim(), path).toBe("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(headers['speculation-rules'], path).toBe('"/speculation-rules.json"');
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
  const html = await request.get('/');
  const script = (await html.text()).match(/<script type="module" src="(\/_m\/[^"]+\.js)"/)![1]!;
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const rules = await request.get('/speculation-rules.json');
  expect(rules.headers()['content-type']).toBe('application/speculationrules+json');
  expect(((await rules.json()) as { prefetch: unknown[] }).prefetch).toHaveLength(1);
});

test.describe('no CSP violation', () => {
  for (const route of allRoutes()) {
    test(`on ${route}, scrolled to the end`, async ({ page }) => {
      const problems = await watchPage(page);
      await stubRecaptcha(page);
      const violations = await recordViolations(page);
      await page.goto(route);
      await scrollThrough(page);
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

test('the contact form sends under the policy', async ({ page }) => {
  const problems = await watchPage(page);
  await stubRecaptcha(page);
  const bodies = await stubFormspree(page, 'success');
  const violations = await recordViolations(page);
  await page.goto('/contact-us');
  await page.getByLabel('Full name').focus();
  await page.getByRole('button', { name: "I'm not a robot" }).click();
  await page.getByLabel('Full name').fill('Rana Khoury');
  await page.getByLabel('Email').fill('rana@example.org');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('71123456');
  await page.getByLabel('Message').fill('We would like to discuss an Oracle HCM rollout.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Your request is successfully sent! We will reply as soon as possible.' })).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);
});

test('the YouTube player frame is allowed after a click', async ({ page }) => {
  const service = services.find((candidate) =>
    [candidate.left_right_section, candidate.right_left_section].some((section) => section.variant.type === 'video'),
  )!;
  await watchPage(page, ['www.youtube-nocookie.com']);
  await page.route('**youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player ready</p>' }),
  );
  const violations = await recordViolations(page);
  await page.goto(servicePath(service.slug));
  await page.getByRole('button', { name: /^Play video:/ }).click();
  await expect(page.frameLocator('iframe').getByText('player ready')).toBeVisible();
  expect(await violations()).toEqual([]);
});
