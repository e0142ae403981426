/**
 * Site search in Firefox and WebKit (docs/architecture.md#search), written against the Driver like the
 * other checks (tests/engines/checks.ts lists them): the dialog opens from the keyboard and from the
 * header's control, Pagefind runs under the site's CSP (its WebAssembly: the runner fails a check on any
 * violation), the results are the page's language's, and Escape gives the focus back.
 */
import { localeOfPath, localePath, type Locale } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { paths } from '@/lib/routes';
import { assert, waitFor, type Driver } from './driver';
import type { Check, Viewport } from './checks';

const DIALOG = 'dialog#site-search';
const CONTROL = 'header#site-header a[data-behaviour~="search"]';

/** Waits for the dialog's results for what was typed: the list no longer busy, with at least one result. */
async function waitForResults(driver: Driver, what: string) {
  await waitFor(
    driver,
    `${what}: expected results in the search dialog`,
    (css: string) => {
      const list = document.querySelector(`${css} ul`);
      return list?.getAttribute('aria-busy') === 'false' && list.querySelectorAll('a').length > 0;
    },
    [DIALOG],
    15_000,
  );
  return driver.evaluate(
    (css: string) =>
      [...document.querySelectorAll(`${css} ul a`)].map((link) => ({ href: link.getAttribute('href') ?? '', marks: link.querySelectorAll('mark').length })),
    DIALOG,
  );
}

const dialogOpen = (driver: Driver) => driver.evaluate((css: string) => (document.querySelector(css) as HTMLDialogElement | null)?.open === true, DIALOG);

/** The results are all pages of `locale`, each with the matched words marked. */
function assertInLanguage(results: readonly { href: string; marks: number }[], locale: Locale) {
  assert(results.length > 0, 'expected at least one result');
  const elsewhere = results.filter((result) => localeOfPath(result.href) !== locale);
  assert(elsewhere.length === 0, `results of another language than ${locale}: ${elsewhere.map((result) => result.href).join(', ')}`);
  const unmarked = results.filter((result) => result.marks === 0);
  assert(unmarked.length === 0, `results without a marked word: ${unmarked.map((result) => result.href).join(', ')}`);
}

export const searchChecks = (desktop: Viewport, phone: Viewport): Check[] => [
  {
    name: 'search: "/" opens the dialog, "paie" lists French pages with the word marked, ArrowDown reaches a result, Escape gives the focus back',
    viewport: desktop,
    async run({ driver, open }) {
      await open(localePath('fr', paths.home));
      await driver.type('/');
      await waitFor(
        driver,
        '"/" should open the search dialog with the focus in its box',
        (css: string) => document.activeElement === document.querySelector(`${css} input`),
        [DIALOG],
      );
      await driver.type('paie');
      assertInLanguage(await waitForResults(driver, '"paie"'), 'fr');
      await driver.press('ArrowDown');
      await waitFor(
        driver,
        'ArrowDown should move the focus to the first result',
        (css: string) => document.activeElement === document.querySelector(`${css} ul a`),
        [DIALOG],
      );
      await driver.press('Escape');
      await waitFor(driver, 'Escape should close the dialog', (css: string) => !(document.querySelector(css) as HTMLDialogElement).open, [DIALOG]);
      assert(
        await driver.evaluate((css: string) => document.activeElement === document.querySelector(css), CONTROL),
        "Escape should give the focus back to the header's search control",
      );
    },
  },
  {
    name: "search on a phone, in Arabic: the header's control opens the dialog right to left, and ZATCA finds Arabic pages",
    viewport: phone,
    async run({ driver, open }) {
      await open(localePath('ar', paths.home));
      assert(!(await dialogOpen(driver)), 'the search dialog should not be open before the visitor asks');
      const fetchedBefore = await driver.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/pagefind/')).length);
      assert(fetchedBefore === 0, `${fetchedBefore} file(s) of /pagefind/ were fetched before search was opened`);
      await driver.click(CONTROL);
      await waitFor(
        driver,
        "the header's control should open the search dialog",
        (css: string) => Boolean((document.querySelector(css) as HTMLDialogElement | null)?.open),
        [DIALOG],
      );
      const direction = await driver.evaluate((css: string) => getComputedStyle(document.querySelector(css)!).direction, DIALOG);
      assert(direction === 'rtl', `the Arabic dialog should run right to left, it runs ${direction}`);
      const title = await driver.evaluate((css: string) => document.querySelector(css)?.getAttribute('aria-label'), DIALOG);
      assert(title === siteContent('ar').ui.search.title, `the dialog should be named "${siteContent('ar').ui.search.title}", it is "${title}"`);
      await driver.type('ZATCA');
      assertInLanguage(await waitForResults(driver, '"ZATCA"'), 'ar');
    },
  },
];
