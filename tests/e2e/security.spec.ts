import { blogs } from '@/content/blogs';
import { services } from '@/content/services';
import { ui } from '@/content/ui';
import { blogPostPath, paths, servicePath } from '@/lib/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/lib/build/chromium';
import { localePath } from '@/lib/i18n';
import { stubFormspree, stubRecaptcha } from './contact-stubs';
import { recordHeaderWarnings, recordViolations } from './csp';
import { searchDialog, searchFor, searchWords } from './search-dialog';
import { expect, test, watchPage } from './support';

/**
 * The test server (scripts/serve-static.ts) applies out/_headers to every response, as Netlify and
 * Cloudflare Pages do, so every browser test runs under the site's Content-Security-Policy. These
 * tests check the headers themselves and the policy where a visitor acts (the form, a video, search);
 * the violations of every route are counted by tests/e2e/routes.spec.ts, in its one visit of each.
 */

test('every response carries the security headers from out/_headers', async ({ request }) => {
  for (const path of ['/', '/about', blogPostPath(blogs[0]!.slug), '/no-such-page', '/rss.xml', '/og/about.jpg', '/favicon.ico']) {
    const headers = (await request.get(path)).headers();
    const policy = headers['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim(), path).toBe(
      "script-src 'self' 'inline-speculation-rules' 'wasm-unsafe-eval' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(policy, path).toContain("worker-src 'none'");
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
  }
  // A page or feed is replaced under the same address by every deploy: kept, but asked for again first.
  for (const path of ['/', '/about', blogPostPath(blogs[0]!.slug), '/rss.xml', '/ar', '/fr/contact-us'])
    expect((await request.get(path)).headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  const html = await request.get('/');
  const script = (await html.text()).match(/<script type="module" src="(\/_m\/[^"]+\.js)"/)![1]!;
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Search: Pagefind's code and entry keep their names (revalidated), the index's pieces are named by content (a year).
  for (const path of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/pagefind/wasm.ar.pagefind'])
    expect((await request.get(path)).headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  const entry = (await (await request.get('/pagefind/pagefind-entry.json')).json()) as { languages: Record<string, { hash: string }> };
  expect(Object.keys(entry.languages).sort()).toEqual(['ar', 'en', 'fr']);
  expect((await request.get(`/pagefind/pagefind.${entry.languages.en!.hash}.pf_meta`)).status()).toBe(200);
});

test('a same-site page is prefetched when the visitor hovers its link: the rules in the head pass the CSP', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto(paths.about);
  await page.waitForLoadState('networkidle');
  // Nothing is fetched ahead before the visitor points at a link ("moderate" eagerness).
  expect(prefetched).toEqual([]);
  await page.locator('header#site-header').getByRole('link', { name: ui.menu.contact }).first().hover();
  await expect.poll(() => prefetched).toEqual([paths.contact]);
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

test('search runs under the policy: the dialog, Pagefind and its WebAssembly, a query and a kind filter, in Arabic', async ({ page }) => {
  const problems = await watchPage(page);
  const violations = await recordViolations(page);
  await page.goto(localePath('ar', paths.home));
  await page.keyboard.press('Control+k');
  await searchFor(page, 'الرواتب', 'ar');
  const { filter, results, list } = searchDialog(page, 'ar');
  await filter(searchWords('ar').kindGroups['case-study']).click();
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(results.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
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

test('a share button still opens its popup, which COOP cuts off from the page', async ({ page, context }) => {
  const problems = await watchPage(page);
  const warnings = recordHeaderWarnings(page);
  await context.route('https://www.facebook.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Facebook</title><p>share dialog</p>' }),
  );
  // Keeps what window.open returns, as browser/behaviours/share.ts does for its closed-check.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args) => ((window as unknown as { __popup: Window | null }).__popup = open(...args));
  });
  await page.goto(blogPostPath(blogs[0]!.slug));
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Share on Facebook' }).first().click()]);
  await expect(popup.getByText('share dialog')).toBeVisible();
  expect(popup.url()).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  // Cross-Origin-Opener-Policy: the network's page runs in another browsing context group, so the
  // page's handle on the popup reads as closed (the closed-check simply stops) and neither side
  // can reach the other.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __popup: Window }).__popup.closed)).toBe(true);
  await expect(page).toHaveURL(new RegExp(`${blogPostPath(blogs[0]!.slug)}$`));
  expect(warnings).toEqual([]);
  expect(problems).toEqual([]);
});

test("other sites cannot embed the site's files (CORP), crawlers still fetch them", async ({ playwright, request, baseURL }) => {
  for (const path of ['/og/about.jpg', '/favicon.ico', '/icon.svg']) expect((await request.get(path)).status(), path).toBe(200);
  // Chromium's Local Network Access check stops a page of another site from loading anything from
  // 127.0.0.1 before CORP is even looked at; the deployed site is public, so this browser has the
  // check off, to see what CORP alone does.
  const browser = await playwright.chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] });
  try {
    const page = await browser.newPage();
    await page.route('http://other-site.localhost/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Another site</title><p>elsewhere</p>' }),
    );
    await page.goto('http://other-site.localhost/');
    const loads = (src: string) =>
      page.evaluate(
        (url) =>
          new Promise<boolean>((resolve) => {
            const image = new Image();
            image.onload = () => resolve(true);
            image.onerror = () => resolve(false);
            image.src = url;
          }),
        src,
      );
    const failures: string[] = [];
    page.on('requestfailed', (failed) => failures.push(`${new URL(failed.url()).pathname} ${failed.failure()?.errorText}`));
    expect(await loads(`${baseURL}/og/about.jpg`)).toBe(false);
    expect(await loads(`${baseURL}/icon.svg`)).toBe(false);
    // Refused for its Cross-Origin-Resource-Policy, not for any other reason.
    await expect
      .poll(() => failures)
      .toEqual(['/og/about.jpg net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin', '/icon.svg net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin']);
  } finally {
    await browser.close();
  }
});
