/**
 * What the engine suite checks, written once against the Driver interface: what a visitor
 * observes (roles, ARIA states, text, URLs) in each engine. The runner (scripts/test-engines.ts)
 * adds to every check: no uncaught exception and no CSP violation while it ran.
 */
import { blogs } from '@/content/blogs';
import { caseStudies } from '@/content/case-studies';
import { solutions } from '@/content/solutions';
import { categorySlug } from '@/lib/browser/client-filter';
import { contactFormCopy } from '@/content/contact';
import { contactMessagesFrom } from '@/lib/browser/contact-schema';
import { routesIn, sampleRoutes } from '@/lib/build/site-routes';
import { defaultLocale, otherLocales } from '@/lib/i18n';
import { blogPostPath, servicePath, solutionPath } from '@/lib/routes';
import { services } from '@/content/services';
import { talkToWords } from '@/lib/pages/people';
import { firstLine } from '@/lib/talk-to';
import { assert, CheckFailure, tag, waitFor, type Driver } from './driver';
import { searchChecks } from './search-checks';

const contactMessages = contactMessagesFrom(contactFormCopy.messages);

export const NOT_FOUND_ROUTE = '/this-does-not-exist';

/** Every route of the source language, a few of each other language (the same components, in their direction), then the 404 page. */
export function routesToLoad(): string[] {
  return [...routesIn(defaultLocale), ...otherLocales(defaultLocale).flatMap(sampleRoutes), NOT_FOUND_ROUTE];
}

export interface Context {
  readonly driver: Driver;
  /** Loads a path of the site and waits until it is ready (waitForReady). */
  open(path: string): Promise<void>;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const DESKTOP: Viewport = { width: 1440, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };

export interface Check {
  readonly name: string;
  readonly viewport: Viewport;
  run(context: Context): Promise<void>;
}

/** The value of an attribute of the first element matching a selector (null: no such attribute or element). */
const attribute = (driver: Driver, selector: string, name: string) =>
  driver.evaluate((css: string, attr: string) => document.querySelector(css)?.getAttribute(attr) ?? null, selector, name);

/** Waits until an attribute has a value. */
const waitForAttribute = (driver: Driver, selector: string, name: string, value: string, what: string) =>
  waitFor(
    driver,
    `${what}: expected ${name}="${value}" on ${selector}`,
    (css: string, attr: string, expected: string) => document.querySelector(css)?.getAttribute(attr) === expected,
    [selector, name, value],
  );

/** Waits until the first element matching a selector is rendered visible (or not). */
const waitForVisible = (driver: Driver, selector: string, visible: boolean, what: string) =>
  waitFor(
    driver,
    `${what}: expected ${selector} to be ${visible ? 'visible' : 'hidden'}`,
    (css: string, shown: boolean) => {
      const element = document.querySelector(css);
      const isShown = Boolean(element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
      return isShown === shown;
    },
    [selector, visible],
  );

/** `open` of a <dialog> (null when there is none). */
const dialogOpen = (driver: Driver, selector: string) =>
  driver.evaluate((css: string) => (document.querySelector(css) as HTMLDialogElement | null)?.open ?? null, selector);

/** The case studies with an industry and a country (the first story's), for the hub's checks. */
const hubFirst = caseStudies[0]!;
const hubIndustry = hubFirst.industry;
const hubCountry = hubFirst.countries[0]!.toLowerCase();
const storiesWith = (industry?: string, country?: string) =>
  caseStudies.filter(
    (item) => (!industry || item.industry === industry) && (!country || (item.countries as readonly string[]).some((code) => code.toLowerCase() === country)),
  ).length;
/** How many of the hub's cards show. */
const shownCards = (driver: Driver) =>
  driver.evaluate(() => [...document.querySelectorAll('[data-hub-cards] > li')].filter((card) => (card as HTMLElement).checkVisibility()).length);

/** The hub's two filters combine in the URL's query and Back undoes the last (checks at 1440 and 390 px). */
const hubFilterCheck = (viewport: Viewport): Check => ({
  name: `case-study hub at ${viewport.width} px: an industry and a country combine in the query, the cards follow, and Back undoes the last`,
  viewport,
  async run({ driver, open }) {
    await open('/case-studies');
    const all = await shownCards(driver);
    assert(all === caseStudies.length, `expected ${caseStudies.length} cards, saw ${all}`);
    const industry = await tag(
      driver,
      'industry value',
      (value: string) => document.querySelector(`a[data-facet="industry"][data-value="${value}"]`),
      hubIndustry,
    );
    await driver.click(industry);
    await waitFor(driver, `the query should be ?industry=${hubIndustry}`, (value: string) => location.search === `?industry=${value}`, [hubIndustry]);
    const country = await tag(driver, 'country value', (value: string) => document.querySelector(`a[data-facet="country"][data-value="${value}"]`), hubCountry);
    await driver.click(country);
    await waitFor(driver, 'the query should hold both filters', (a: string, b: string) => location.search === `?industry=${a}&country=${b}`, [
      hubIndustry,
      hubCountry,
    ]);
    const both = await shownCards(driver);
    assert(both === storiesWith(hubIndustry, hubCountry), `expected ${storiesWith(hubIndustry, hubCountry)} cards for both filters, saw ${both}`);
    await driver.evaluate(() => history.back());
    await waitFor(driver, 'Back should leave the industry alone in the query', (value: string) => location.search === `?industry=${value}`, [hubIndustry]);
    const back = await shownCards(driver);
    assert(back === storiesWith(hubIndustry), `expected ${storiesWith(hubIndustry)} cards after Back, saw ${back}`);
  },
});

export const checks: readonly Check[] = [
  hubFilterCheck(DESKTOP),
  hubFilterCheck(PHONE),
  {
    name: "case-study hub without its script: a value's anchor shows only that value's cards (the stylesheet's :target rules)",
    viewport: PHONE,
    async run({ driver, open }) {
      await open('/case-studies');
      // As a page whose module never ran: the anchors' rules apply again.
      await driver.evaluate(() => document.querySelector('[data-hub]')?.removeAttribute('data-filtering'));
      await driver.evaluate((value: string) => (location.hash = `industry-${value}`), hubIndustry);
      await waitFor(
        driver,
        `only the ${hubIndustry} cards should show`,
        (expected: number) =>
          [...document.querySelectorAll('[data-hub-cards] > li')].filter((card) => (card as HTMLElement).checkVisibility()).length === expected,
        [storiesWith(hubIndustry)],
      );
    },
  },
  {
    name: 'desktop: the Solutions mega-menu opens on click, and one Escape closes it for good with focus back on its button',
    viewport: DESKTOP,
    async run({ driver, open }) {
      await open('/');
      const button = 'nav[aria-label="Main"] button[aria-controls="menu-solutions"]';
      assert((await attribute(driver, button, 'aria-expanded')) === 'false', `${button} should start with aria-expanded="false"`);
      await driver.click(button);
      await waitForAttribute(driver, button, 'aria-expanded', 'true', 'after a click');
      await waitForVisible(driver, '#menu-solutions', true, 'after a click');
      await driver.press('Tab');
      await driver.press('Escape');
      await waitForAttribute(driver, button, 'aria-expanded', 'false', 'after Escape');
      assert(
        await driver.evaluate((selector) => document.activeElement === document.querySelector(selector), button),
        'Escape should return focus to the button',
      );
      // The focus Escape gives back must not open it again (it once did, so a second Escape was needed).
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert((await attribute(driver, button, 'aria-expanded')) === 'false', 'the menu should stay closed while its button has focus');
    },
  },
  {
    name: '"Talk to …": a service lead\'s link opens the contact form with the topic and the person in the message\'s first line',
    viewport: DESKTOP,
    async run({ driver, open }) {
      await open(servicePath(services[0]!.slug));
      const link = '#experts a[href*="contact-us?topic="]';
      const href = await attribute(driver, link, 'href');
      assert(href !== null, `${link} should be on the page`);
      const line = firstLine(new URL(href, 'https://example.com').search, talkToWords(defaultLocale));
      assert(line !== undefined, `${href} should name a topic and a person the contact page knows`);
      await driver.click(link);
      await waitFor(
        driver,
        `the message should start with "${line}"`,
        (expected: string) => (document.querySelector('textarea[name="message"]') as HTMLTextAreaElement | null)?.value === `${expected}\n`,
        [line],
      );
    },
  },
  {
    name: 'desktop: the locations button toggles its panel',
    viewport: DESKTOP,
    async run({ driver, open }) {
      await open('/');
      const button = 'button[aria-controls="locations-panel"]';
      assert((await attribute(driver, button, 'aria-expanded')) === 'false', `${button} should start with aria-expanded="false"`);
      await driver.click(button);
      await waitForAttribute(driver, button, 'aria-expanded', 'true', 'after a click');
      await waitForVisible(driver, '#locations-panel', true, 'after a click');
      const text = await driver.evaluate(() => document.querySelector('#locations-panel')?.textContent ?? '');
      assert(/LOCATIONS/.test(text), `#locations-panel should name its LOCATIONS, has "${text.slice(0, 80)}"`);
      // The pointer still rests on the button, so the panel's hover style may keep it shown: the
      // button's state is what the second click changes.
      await driver.click(button);
      await waitForAttribute(driver, button, 'aria-expanded', 'false', 'after a second click');
    },
  },
  {
    name: 'phone: the menu drawer opens, an accordion group expands, Close menu closes it',
    viewport: PHONE,
    async run({ driver, open }) {
      await open('/');
      const drawer = 'dialog#mobile-menu';
      assert((await dialogOpen(driver, drawer)) === false, `${drawer} should exist and start closed`);
      await driver.click('button[aria-label="Open menu"]');
      await waitFor(
        driver,
        `${drawer} should be open after "Open menu"`,
        (css: string) => Boolean((document.querySelector(css) as HTMLDialogElement | null)?.open),
        [drawer],
      );
      await waitForVisible(driver, drawer, true, 'the open drawer');
      // The group's toggle: a button with aria-expanded, or the <summary> of a <details> (whose
      // open state the accessibility tree exposes as expanded, without an attribute).
      const group = await tag(driver, 'Solutions group toggle', () => {
        const panel = document.querySelector('#mobile-menu #drawer-solutions');
        return document.querySelector('#mobile-menu button[aria-controls="drawer-solutions"]') ?? panel?.closest('details')?.querySelector(':scope > summary');
      });
      const expanded = (css: string) => {
        const toggle = document.querySelector(css);
        if (!toggle) return null;
        return toggle.tagName === 'SUMMARY' ? String((toggle.parentElement as HTMLDetailsElement).open) : toggle.getAttribute('aria-expanded');
      };
      assert((await driver.evaluate(expanded, group)) === 'false', 'the Solutions group should start collapsed');
      await waitForVisible(driver, '#drawer-solutions', false, 'the collapsed Solutions group');
      await driver.click(group);
      await waitFor(
        driver,
        'the Solutions group should be expanded after a click',
        (css: string) => {
          const toggle = document.querySelector(css);
          return toggle?.tagName === 'SUMMARY' ? (toggle.parentElement as HTMLDetailsElement).open : toggle?.getAttribute('aria-expanded') === 'true';
        },
        [group],
      );
      await waitForVisible(driver, '#drawer-solutions', true, 'the Solutions group after a click');
      await driver.click(`${drawer} button[aria-label="Close menu"]`);
      await waitFor(
        driver,
        `${drawer} should be closed after "Close menu"`,
        (css: string) => (document.querySelector(css) as HTMLDialogElement | null)?.open === false,
        [drawer],
      );
      await waitForVisible(driver, drawer, false, 'the closed drawer');
    },
  },
  {
    name: 'solution tabs: clicking the second tab selects it and shows only its panel',
    viewport: DESKTOP,
    async run({ driver, open }) {
      const solution = solutions.find((item) => item.tabs.length >= 2);
      assert(solution, 'no solution in content/solutions.ts has two tabs or more');
      await open(solutionPath(solution.slug));
      await waitFor(
        driver,
        'expected at least two role=tab elements in a role=tablist',
        () => document.querySelectorAll('[role="tablist"] [role="tab"]').length >= 2,
        [],
      );
      const tabs = await driver.evaluate(() =>
        [...document.querySelectorAll('[role="tablist"] [role="tab"]')].map((tab) => ({
          id: tab.id,
          selected: tab.getAttribute('aria-selected'),
          panel: tab.getAttribute('aria-controls'),
        })),
      );
      assert(tabs.length >= 2, `expected at least two role=tab elements, found ${tabs.length}`);
      const [first, second] = [tabs[0]!, tabs[1]!];
      assert(first.id && second.id && first.panel && second.panel, `tabs need an id and aria-controls: ${JSON.stringify(tabs.slice(0, 2))}`);
      assert(first.selected === 'true' && second.selected === 'false', `the first tab should start selected: ${JSON.stringify(tabs.slice(0, 2))}`);
      await waitForVisible(driver, `#${first.panel}`, true, 'the first panel before the click');
      await driver.click(`#${second.id}`);
      await waitForAttribute(driver, `#${second.id}`, 'aria-selected', 'true', 'the second tab after a click');
      await waitForAttribute(driver, `#${first.id}`, 'aria-selected', 'false', 'the first tab after a click');
      await waitForVisible(driver, `#${second.panel}`, true, 'the second panel');
      await waitForVisible(driver, `#${first.panel}`, false, 'the first panel');
    },
  },
  {
    name: 'clients: a category filter is pressed, kept in the hash and counted; a client opens and closes its dialog',
    viewport: DESKTOP,
    async run({ driver, open }) {
      await open('/clients');
      const status = () => driver.evaluate(() => document.querySelector('main [role="status"]')?.textContent?.trim() ?? null);
      const before = await status();
      assert(before, 'expected a [role=status] count in main');
      const filter = await tag(driver, 'category filter', () => document.querySelectorAll('main [role="group"] button[aria-pressed]')[1]);
      const label = await driver.evaluate((css: string) => document.querySelector(css)?.textContent?.trim() ?? '', filter);
      assert((await attribute(driver, filter, 'aria-pressed')) === 'false', `the "${label}" filter should start unpressed`);
      await driver.click(filter);
      await waitForAttribute(driver, filter, 'aria-pressed', 'true', `the "${label}" filter after a click`);
      const slug = categorySlug(label);
      await waitFor(driver, `the URL should end in #${slug}`, (expected: string) => location.hash === `#${expected}`, [slug]);
      await waitFor(
        driver,
        `the [role=status] text should change from "${before}"`,
        (old: string) => {
          const now = document.querySelector('main [role="status"]')?.textContent?.trim();
          return Boolean(now) && now !== old;
        },
        [before],
      );

      const tile = await tag(driver, 'first client shown', () =>
        [...document.querySelectorAll('main button[aria-haspopup="dialog"]')].find((button) => button.checkVisibility()),
      );
      await driver.click(tile);
      await waitFor(driver, 'a client tile should open a dialog', () => Boolean(document.querySelector('dialog[open]')?.checkVisibility()), []);
      const close = await tag(driver, 'dialog Close button', () =>
        [...document.querySelectorAll('dialog[open] button')].find((button) => button.textContent?.trim() === 'Close'),
      );
      await driver.click(close);
      await waitFor(driver, 'the Close button should close the dialog', () => document.querySelector('dialog[open]') === null, []);
    },
  },
  {
    name: 'clients: every client tile is the same size (112 px logo box, one height per row)',
    viewport: DESKTOP,
    async run({ driver, open }) {
      await open('/clients');
      const sizes = await driver.evaluate(() =>
        [...document.querySelectorAll('main [data-client-tile] button')].map((button) => {
          const box = button.querySelector('img')?.parentElement?.getBoundingClientRect();
          return { logo: Math.round(box?.height ?? -1), tile: Math.round(button.getBoundingClientRect().height) };
        }),
      );
      assert(sizes.length > 0, 'expected client tiles on /clients');
      const logos = new Set(sizes.map((size) => size.logo));
      const tiles = new Set(sizes.map((size) => size.tile));
      // The logo box has an explicit height (h-28 from 640 px): the same in every engine.
      assert(logos.size === 1 && logos.has(112), `every logo box should be 112 px high, got ${[...logos].join(', ')}`);
      assert(tiles.size <= 2, `tiles should share their height (one text line or two), got ${[...tiles].join(', ')}`);
    },
  },
  {
    name: 'home hero slider: "Next slide" makes the second slide active',
    viewport: DESKTOP,
    async run({ driver, open }) {
      await open('/');
      const activeSlide = () =>
        driver.evaluate(() => {
          const slides = [...document.querySelectorAll('.hero-slider .swiper-slide')];
          const active = document.querySelector('.hero-slider .swiper-slide-active');
          if (!active) return null;
          const indexAttribute = active.getAttribute('data-swiper-slide-index');
          return {
            index: indexAttribute === null ? slides.indexOf(active) : Number(indexAttribute),
            label: active.getAttribute('aria-label'),
            count: slides.length,
          };
        });
      const first = await waitFor(
        driver,
        'the hero slider should mark an active slide',
        () => Boolean(document.querySelector('.hero-slider .swiper-slide-active')),
        [],
      ).then(activeSlide);
      assert(first?.index === 0, `the first slide should start active: ${JSON.stringify(first)}`);
      await driver.click('.hero-slider [aria-label="Next slide"]');
      await waitFor(
        driver,
        'the second slide should become active',
        () => {
          const active = document.querySelector('.hero-slider .swiper-slide-active');
          const slides = [...document.querySelectorAll('.hero-slider .swiper-slide')];
          const index = active?.getAttribute('data-swiper-slide-index');
          return active ? (index === null || index === undefined ? slides.indexOf(active) : Number(index)) === 1 : false;
        },
        [],
      );
      const second = await activeSlide();
      if (second?.label) assert(/^\s*2\s*(\/|of)\s*\d+/.test(second.label), `the active slide's aria-label should say it is the 2nd: "${second.label}"`);
    },
  },
  {
    name: 'blog gallery: scrolled into view it becomes interactive, and Next moves "1 / N" to "2 / N"',
    viewport: DESKTOP,
    async run({ driver, open }) {
      const post = blogs.find((item) => item.images.length >= 2);
      assert(post, 'no post in content/blogs.ts has a gallery of two items or more');
      const total = post.images.length;
      await open(blogPostPath(post.slug));
      const region = '[role="region"][aria-label^="Gallery:"]';
      await driver.evaluate((css: string) => document.querySelector(css)?.scrollIntoView({ block: 'center' }), region);
      // Interactive: the gallery's own counter and controls are there, and the island (if the page
      // uses one) says it hydrated.
      await waitFor(
        driver,
        `the gallery should become interactive with "1 / ${total}"`,
        (css: string, expected: string) => {
          const gallery = document.querySelector(css);
          const island = gallery?.closest('[data-island]') ?? gallery?.querySelector('[data-island]') ?? document.querySelector('[data-island="gallery"]');
          if (island && island.getAttribute('data-island-state') !== 'hydrated') return false;
          const index = gallery?.querySelector('.image-gallery-index');
          return index?.textContent?.replace(/\s+/g, ' ').trim() === expected && Boolean(gallery?.querySelector('.image-gallery-right-nav'));
        },
        [region, `1 / ${total}`],
        15_000,
      );
      await driver.click(`${region} .image-gallery-right-nav`);
      await waitFor(
        driver,
        `the counter should read "2 / ${total}" after Next`,
        (css: string, expected: string) =>
          document.querySelector(css)?.querySelector('.image-gallery-index')?.textContent?.replace(/\s+/g, ' ').trim() === expected,
        [region, `2 / ${total}`],
      );
    },
  },
  {
    name: `contact form: blurring an empty Full name shows "${contactMessages.fullnameRequired}", an invalid e-mail "${contactMessages.emailInvalid}"`,
    viewport: DESKTOP,
    async run({ driver, open }) {
      await open('/contact-us');
      const form = 'main form';
      const fullname = `${form} input[name="fullname"]`;
      const email = `${form} input[name="email"]`;
      const shown = (message: string) =>
        driver.evaluate(
          (css: string, text: string) =>
            [...(document.querySelector(css)?.querySelectorAll('*') ?? [])].some(
              (element) => element.textContent?.trim() === text && element.checkVisibility(),
            ),
          form,
          message,
        );
      /** Why a message did not appear, in terms of what the page shows, for the failure message. */
      const diagnosis = async () => {
        const state = await driver.evaluate((css: string) => {
          const island = document.querySelector('[data-island="contact-form"]');
          const submit = document.querySelector(`${css} button[type="submit"], ${css} button:not([type])`) as HTMLButtonElement | null;
          return {
            island: island ? island.getAttribute('data-island-state') : 'no island',
            hydrated: island?.getAttribute('data-island-state') === 'hydrated',
            submitDisabled: submit ? submit.disabled : 'no submit button',
            invalidFields: [...document.querySelectorAll(`${css} [aria-invalid="true"]`)].map((field) => field.getAttribute('name')),
          };
        }, form);
        const noSubmit = state.submitDisabled !== false;
        return `form state: ${JSON.stringify(state)}${state.hydrated && noSubmit ? ' (the form is interactive but validated nothing on blur)' : ''}`;
      };
      const expectMessage = async (message: string, after: string) => {
        try {
          await waitFor(
            driver,
            `"${message}" should appear ${after}`,
            (css: string, text: string) =>
              [...(document.querySelector(css)?.querySelectorAll('*') ?? [])].some(
                (element) => element.textContent?.trim() === text && element.checkVisibility(),
              ),
            [form, message],
            5_000,
          );
        } catch (error) {
          if (error instanceof CheckFailure) throw new CheckFailure(`${error.message}; ${await diagnosis()}`);
          throw error;
        }
      };

      assert(!(await shown(contactMessages.fullnameRequired)), `"${contactMessages.fullnameRequired}" should not show before the visitor touches the form`);
      await driver.click(fullname);
      await waitFor(driver, 'the Full name field should have focus', (css: string) => document.activeElement === document.querySelector(css), [fullname]);
      // Focus is what starts the island: it is interactive once it says so.
      await waitFor(
        driver,
        'the contact form should become interactive after focusing Full name',
        () => {
          const island = document.querySelector('[data-island="contact-form"]');
          return island?.getAttribute('data-island-state') === 'hydrated';
        },
        [],
        15_000,
      );
      await waitFor(
        driver,
        'the Full name field should still have focus once interactive',
        (css: string) => document.activeElement === document.querySelector(css),
        [fullname],
      );
      await driver.press('Tab'); // leaves Full name empty: its blur
      await expectMessage(contactMessages.fullnameRequired, 'after leaving Full name empty');

      await driver.click(email);
      await driver.type('not-an-email');
      await driver.press('Tab');
      await expectMessage(contactMessages.emailInvalid, 'after typing "not-an-email" in Email and leaving it');
    },
  },
  {
    name: 'contact form: what was typed is back after going to another page and returning, without touching the form',
    viewport: DESKTOP,
    async run({ driver, open }) {
      await open('/contact-us');
      const fields = ['main form input[name="fullname"]', 'main form textarea[name="message"]'];
      const hydrated = () => document.querySelector('[data-island="contact-form"]')?.getAttribute('data-island-state') === 'hydrated';
      const values = () =>
        driver.evaluate((css: string[]) => css.map((selector) => (document.querySelector(selector) as HTMLInputElement | null)?.value ?? ''), fields);
      await driver.click(fields[0]!);
      await waitFor(driver, 'the contact form should become interactive after clicking Full name', hydrated, [], 15_000);
      // Short words: WebKit's driver may drop a key of a longer one. What arrived is what must come back.
      await driver.type('Rana');
      await driver.click(fields[1]!);
      await driver.type('Payroll');
      const typed = await values();
      assert(typed.every(Boolean), `both fields should hold what was typed, found ${JSON.stringify(typed)}`);
      await open('/about');
      await open('/contact-us');
      await waitFor(
        driver,
        `Full name and Message should read ${JSON.stringify(typed)} again`,
        (css: string[], expected: string[]) =>
          document.querySelector('[data-island="contact-form"]')?.getAttribute('data-island-state') === 'hydrated' &&
          css.every((selector, index) => (document.querySelector(selector) as HTMLInputElement | null)?.value === expected[index]),
        [fields, typed],
        15_000,
      );
    },
  },
  {
    name: 'contact form phone: 03 123 456 and Arabic-Indic ٠٣ ١٢٣ ٤٥٦ typed after +961 both read +961 3 123 456; a letter stays and is "Phone number is invalid"; the country list names every country',
    viewport: DESKTOP,
    async run({ driver, open }) {
      await open('/contact-us');
      const phone = 'main form input[name="phone_number"]';
      const island = () => document.querySelector('[data-island="contact-form"]')?.getAttribute('data-island-state') === 'hydrated';
      const value = (css: string, expected: string) => (document.querySelector(css) as HTMLInputElement | null)?.value === expected;
      const errorText = (expected: string) => document.getElementById('contact-phone-error')?.textContent === expected;
      await driver.click(phone);
      await waitFor(driver, 'the contact form should become interactive after clicking the phone field', island, [], 15_000);
      for (const [typed, shown, fresh] of [
        ['03 123 456', '+961 3 123 456', true],
        ['٠٣ ١٢٣ ٤٥٦', '+961 3 123 456', true],
        // One key: WebKit's driver may drop a key of a longer word ("call me" arrives as "calme").
        ['x', '+961 3 123 456x', false],
      ] as const) {
        // A fresh start shows the prefilled code, as after a reset (written the way the page's own restore does).
        if (fresh)
          await driver.evaluate((css: string) => {
            const input = document.querySelector(css) as HTMLInputElement;
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '+961');
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }, phone);
        await driver.click(phone);
        await driver.press('End');
        await driver.type(typed);
        await driver.press('Tab');
        try {
          await waitFor(driver, `typing "${typed}" after the field's text should show "${shown}" once left`, value, [phone, shown], 5_000);
        } catch (error) {
          const actual = await driver.evaluate((css: string) => (document.querySelector(css) as HTMLInputElement).value, phone);
          throw error instanceof CheckFailure ? new CheckFailure(`${error.message}; it shows ${JSON.stringify(actual)}`) : error;
        }
      }
      await waitFor(driver, 'a letter in the phone number should show "Phone number is invalid"', errorText, ['Phone number is invalid'], 5_000);
      const list = await driver.evaluate(() => {
        const select = document.querySelector('main form select[aria-label="Country of the phone number"]') as HTMLSelectElement;
        return {
          count: select.options.length,
          lebanon: select.querySelector('option[value="LB"]')?.textContent,
          france: select.querySelector('option[value="FR"]')?.textContent,
        };
      });
      assert(
        list.count > 200 && list.lebanon === 'Lebanon' && list.france === 'France',
        `the country list should name every country (got ${JSON.stringify(list)})`,
      );
    },
  },
  ...searchChecks(DESKTOP, PHONE),
];
