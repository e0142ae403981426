/**
 * The Driver over puppeteer-core and WebDriver BiDi, for the system's Firefox ESR, headless.
 */
import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { callExpression, type Driver, type Key } from './driver';
import { adoptGroup, makeTempDir, removeTempDir, stopGroup } from './processes';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Preferences on top of puppeteer's own test profile (which already turns off updates, safe
 * browsing, data reporting, Normandy and speculative connections).
 */
export const FIREFOX_PREFS: Record<string, unknown> = {
  // Headless Firefox has no pointer device, so it reports (hover: none) and (pointer: none): the
  // site's hover styles (Tailwind's hover: variants are inside @media (hover: hover)) would never
  // apply. 6 = fine pointer (2) | hover (4), as a mouse.
  'ui.primaryPointerCapabilities': 6,
  'ui.allPointerCapabilities': 6,
  // No background traffic: there is no network, and a test must not depend on one.
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.predictor.enabled': false,
  'network.trr.mode': 5,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'browser.safebrowsing.provider.google4.updateURL': '',
  'services.settings.server': 'http://dummy.test/v1',
  'extensions.blocklist.enabled': false,
  'media.gmp-manager.url': '',
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.server': '',
  'toolkit.telemetry.archive.enabled': false,
  'app.update.auto': false,
  'app.update.enabled': false,
  'app.shield.optoutstudies.enabled': false,
  'browser.newtabpage.activity-stream.feeds.telemetry': false,
  'browser.newtabpage.activity-stream.telemetry': false,
  'identity.fxaccounts.enabled': false,
  'privacy.sanitize.sanitizeOnShutdown': false,
  // Smooth scrolling would make "scrolled into view" a moving target.
  'general.smoothScroll': false,
};

class FirefoxDriver implements Driver {
  readonly engine = 'firefox' as const;
  private errors: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly profile: string,
  ) {
    page.on('pageerror', (error) => {
      const message = error instanceof Error ? error.message : String(error);
      this.errors.push(`Firefox pageerror: ${message.length > 240 ? `${message.slice(0, 240)}…` : message}`);
    });
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async click(selector: string) {
    await this.page.click(selector);
  }

  async press(key: Key) {
    await this.page.keyboard.press(key as KeyInput);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  evaluateExpression(expression: string): Promise<unknown> {
    return this.page.evaluate(expression);
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.evaluateExpression(callExpression(fn as (...args: never[]) => unknown, args)) as Promise<Awaited<R>>;
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  async url() {
    return this.page.url();
  }

  drainNativeErrors() {
    return this.errors.splice(0);
  }

  async close() {
    const pid = this.browser.process()?.pid;
    await Promise.race([this.browser.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await stopGroup(pid);
    removeTempDir(this.profile);
  }
}

export async function launchFirefox(debuggingPort: number): Promise<Driver> {
  // Our own profile directory, so that it is removed even when the run is interrupted.
  const profile = makeTempDir('engines-firefox-');
  const browser = await puppeteer.launch({
    userDataDir: profile,
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    debuggingPort,
    extraPrefsFirefox: FIREFOX_PREFS,
    // The runner handles signals and stops every process group itself.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    protocolTimeout: 30_000,
    timeout: 60_000,
    defaultViewport: { width: 1440, height: 900 },
  });
  adoptGroup('firefox', browser.process()?.pid);
  // Headless Firefox's first tab never gets focus: document.hasFocus() stays false there (also
  // after bringToFront), so focusing an element fires no focus, blur, focusin or focusout event and
  // a form's validate-on-blur never runs. A tab opened over BiDi is focused: use one, close the first.
  const initial = await browser.pages();
  const page = await browser.newPage();
  for (const tab of initial) await tab.close();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(20_000);
  return new FirefoxDriver(browser, page, profile);
}
