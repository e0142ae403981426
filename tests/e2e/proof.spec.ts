/**
 * What proves the firm to a buyer and a job seeker, as they and a crawler see it: each client story opens
 * with its key facts and is linked from its industry, the services it used, its client's modal and the
 * home page; /careers lists the open positions, each on its own page with the e-mail to apply and its
 * JobPosting. Items, counts and texts come from the content in each language.
 */
import type { Page } from '@playwright/test';
import { caseStudies } from '@/content/case-studies';
import { defaultLocale, locales, localePath } from '@/lib/i18n';
import { caseStudyFacts, HOME_CASE_STUDY_COUNT } from '@/lib/pages/case-studies';
import { siteContent } from '@/lib/pages/content';
import { positionSummary, publishedPositions } from '@/lib/pages/positions';
import { blogPostPath, industryPath, paths, servicePath } from '@/lib/routes';
import { fill } from '@/lib/template';
import { expect, expectNoSeriousAxeViolations, horizontalOverflow, shownIn, test, watchPage } from './support';

/** A text as a pattern that reads any space as a space: an Arabic page holds a Latin name's words together with no-break spaces (lib/build/latin-runs.ts). */
const spaced = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');

/** The JSON-LD blocks of the page, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => [JSON.parse(block)].flat());
}

/** The case-study links of the section of the page that lists client stories, as paths. */
async function storyLinks(page: Page): Promise<string[]> {
  return page.locator('#case-studies article a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

for (const locale of locales) {
  const content = siteContent(locale);
  const { ui } = content;
  const at = (path: string) => localePath(locale, path);

  test.describe(`client stories (${locale})`, () => {
    // Every story in the source language; two in the others (the same component, their texts checked by the content check).
    for (const item of locale === defaultLocale ? caseStudies : caseStudies.slice(0, 2)) {
      test(`${at(blogPostPath(item.slug))} opens with its key facts and ends with the client's words`, async ({ page }) => {
        const problems = await watchPage(page);
        const facts = caseStudyFacts(item.slug, locale)!;
        await page.goto(at(blogPostPath(item.slug)));
        const panel = page.getByRole('region', { name: ui.caseStudy.keyFacts });
        await expect(panel).toBeVisible();
        // The panel comes before the story's text.
        const [panelTop, textTop] = await Promise.all([panel.boundingBox(), page.locator('[data-post-text]').boundingBox()]);
        expect(panelTop!.y).toBeLessThan(textTop!.y);
        await expect(panel.locator('[data-outcomes] li')).toHaveText(
          facts.outcomes.map((outcome) => new RegExp(`${spaced(shownIn(locale, outcome.figure))}\\s*${spaced(shownIn(locale, outcome.label))}`)),
        );
        await expect(panel).toContainText(shownIn(locale, facts.client.name));
        await expect(panel).toContainText(shownIn(locale, facts.countries));
        await expect(panel.locator('time')).toHaveText(shownIn(locale, facts.goLive.text));
        await expect(panel.getByRole('link', { name: shownIn(locale, facts.industry.label), exact: true })).toHaveAttribute('href', at(facts.industry.href));
        for (const service of facts.services)
          await expect(panel.getByRole('link', { name: shownIn(locale, service.label), exact: true })).toHaveAttribute('href', at(service.href));
        await expect(panel.locator('[data-modules] li')).toHaveText(facts.modules.map((name) => shownIn(locale, name)));
        await expect(panel).toContainText(shownIn(locale, facts.challenge));
        await expect(panel).toContainText(shownIn(locale, facts.approach));
        const quote = page.locator('[data-quote]');
        await expect(quote.locator('blockquote')).toHaveText(shownIn(locale, facts.quote.text));
        // The speaker's name only once the client approved the quote; before that, the role and company alone.
        await expect(quote.locator('figcaption > span')).toHaveText(
          [...(facts.quote.name ? [facts.quote.name] : []), facts.quote.role].map((text) => shownIn(locale, text)),
        );
        const posting = (await structuredData(page)).find((node) => node['@type'] === 'BlogPosting');
        expect(posting?.about).toEqual({ '@type': 'Organization', name: facts.client.name });
        expect(problems).toEqual([]);
      });
    }

    test('each industry page lists its stories and no other; an industry without one shows no empty section', async ({ page }) => {
      for (const industry of content.industries) {
        await page.goto(at(industryPath(industry.slug)));
        const expected = caseStudies.filter((item) => item.industry === industry.slug).map((item) => at(blogPostPath(item.slug)));
        if (expected.length === 0) await expect(page.locator('#case-studies')).toHaveCount(0);
        else expect((await storyLinks(page)).toSorted(), industry.slug).toEqual(expected.toSorted());
      }
    });

    test('each service page lists the stories that used it', async ({ page }) => {
      for (const service of content.services) {
        await page.goto(at(servicePath(service.slug)));
        const expected = caseStudies.filter((item) => (item.services as readonly string[]).includes(service.slug)).map((item) => at(blogPostPath(item.slug)));
        if (expected.length === 0) await expect(page.locator('#case-studies')).toHaveCount(0);
        else expect((await storyLinks(page)).toSorted(), service.slug).toEqual(expected.toSorted());
      }
    });

    test("the home page features the newest stories, and a client's modal links its story", async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto(at(paths.home));
      await expect(page.locator('#case-studies article')).toHaveCount(Math.min(HOME_CASE_STUDY_COUNT, caseStudies.length));
      await page.goto(at(paths.clients));
      const item = caseStudies[0]!;
      const client = content.clients.find((entry) => entry.slug === item.client)!;
      await page.locator(`[data-client="${client.slug}"]`).first().click();
      const modal = page.getByRole('dialog', { name: client.label, exact: true });
      const story = modal.getByRole('link', { name: fill(ui.caseStudy.readClient, { client: client.label }) });
      await expect(story).toHaveAttribute('href', at(blogPostPath(item.slug)));
      await story.click();
      await expect(page).toHaveURL(new RegExp(`${at(blogPostPath(item.slug))}$`));
      expect(problems).toEqual([]);
    });
  });

  test.describe(`open positions (${locale})`, () => {
    const open = publishedPositions(locale);

    test('/careers lists every open position with its facts, its page and the e-mail to apply', async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto(at(paths.careers));
      const section = page.getByRole('region', { name: ui.careers.openPositions });
      if (open.length === 0) {
        await expect(section).toHaveCount(0);
        return;
      }
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(open.map((position) => shownIn(locale, position.title)));
      for (const position of open) {
        const summary = positionSummary(position, locale);
        const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: shownIn(locale, position.title) }) });
        for (const fact of summary.facts) await expect(card).toContainText(shownIn(locale, fact.value));
        await expect(card.getByRole('link', { name: shownIn(locale, position.title), exact: true })).toHaveAttribute('href', at(summary.href));
        await expect(card.getByRole('link', { name: fill(ui.careers.applyFor, { title: position.title }), exact: true })).toHaveAttribute(
          'href',
          summary.apply,
        );
      }
      expect(problems).toEqual([]);
    });

    for (const position of open) {
      test(`${at(positionSummary(position, locale).href)} says what the job is and how to apply, with a JobPosting`, async ({ page }) => {
        const problems = await watchPage(page);
        const summary = positionSummary(position, locale);
        await page.goto(at(summary.href));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownIn(locale, position.title));
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
          ui.careers.responsibilities,
          ui.careers.requirements,
          content.hiringProcess.title,
        ]);
        await expect(page.locator('[data-hiring-steps] h3')).toHaveText(content.hiringProcess.steps.map((step) => shownIn(locale, step.title)));
        for (const fact of summary.facts) await expect(page.locator('[data-apply]')).toContainText(shownIn(locale, fact.value));
        for (const line of [...position.responsibilities, ...position.requirements])
          await expect(page.getByRole('listitem').filter({ hasText: shownIn(locale, line) })).toHaveCount(1);
        const apply = page.getByRole('link', { name: ui.careers.apply, exact: true });
        await expect(apply).toHaveAttribute('href', summary.apply);
        expect(decodeURIComponent(summary.apply)).toContain(fill(ui.careers.applySubject, { title: position.title }));
        const job = (await structuredData(page)).find((node) => node['@type'] === 'JobPosting');
        expect(job).toMatchObject({
          title: position.title,
          datePosted: position.datePosted,
          validThrough: position.validThrough,
          employmentType: position.employmentType,
          hiringOrganization: { '@type': 'Organization' },
          ...(position.pay
            ? {
                baseSalary: {
                  currency: position.pay.currency,
                  value: { minValue: position.pay.min, maxValue: position.pay.max, unitText: position.pay.period },
                },
              }
            : {}),
        });
        expect(job).not.toHaveProperty('inLanguage');
        // Where the work is done: the office's address, or a remote role's countries.
        if (position.workplace === 'remote') expect(job).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: expect.any(Array) });
        else expect(job).toHaveProperty('jobLocation.address.addressCountry');
        expect(await horizontalOverflow(page)).toBe(0);
        expect(problems).toEqual([]);
      });
    }

    test('a position page has no serious accessibility problem', async ({ page }) => {
      test.skip(open.length === 0, 'no position is open');
      await page.goto(at(positionSummary(open[0]!, locale).href));
      await expectNoSeriousAxeViolations(page);
    });
  });
}
