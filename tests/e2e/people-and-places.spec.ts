/**
 * People and places a buyer can check (issue 34): /offices with every office in full, reached from the
 * LOCATIONS panel and every footer; the leads of each service and industry with "Talk to …", which opens
 * the contact form with the topic and the person in its first line, in the page's language; /about's
 * leadership. Counts and words come from content/, in each language.
 */
import type { Page } from '@playwright/test';
import { characterCount } from '@/lib/browser/characters';
import { intlLocale, listComma, localePath, locales } from '@/lib/i18n';
import { mapsHref, timeZoneName, whatsappHref, workingDays } from '@/lib/offices';
import { siteContent } from '@/lib/pages/content';
import { industryPath, paths, servicePath } from '@/lib/routes';
import { talkToHref, topicKey } from '@/lib/talk-to';
import { telHref } from '@/lib/tel';
import { fill } from '@/lib/template';
import { stubFormspree, stubRecaptcha } from './contact-stubs';
import { expect, expectNoSeriousAxeViolations, horizontalOverflow, plainText, test, watchPage } from './support';

const textOf = async (page: Page, selector: string) => plainText((await page.locator(selector).textContent()) ?? '');

test.describe('/offices', () => {
  for (const locale of locales) {
    test(`${locale}: every office with its address, phone, WhatsApp, e-mail, working week and time zone, and a map that asks nothing of another host`, async ({
      page,
    }) => {
      const problems = await watchPage(page);
      await page.goto(localePath(locale, paths.offices));
      const { offices, ui, site } = siteContent(locale);
      await expect(page.getByRole('img', { name: new RegExp(offices.map((office) => office.city).join('|')) })).toBeVisible();
      for (const office of offices) {
        const card = page.locator(`li#${office.id}`);
        const text = await textOf(page, `li#${office.id}`);
        expect(text).toContain(office.city);
        expect(text).toContain(workingDays(office.hours.days, intlLocale(locale), listComma(locale)));
        expect(text).toContain(`${office.hours.opens}–${office.hours.closes}`);
        expect(text).toContain(timeZoneName(office.timeZone, intlLocale(locale)));
        if (office.phone) expect(plainText((await card.locator(`a[href="${telHref(office.phone)}"]`).textContent()) ?? '')).toBe(office.phone);
        if (office.whatsapp)
          await expect(card.getByRole('link', { name: fill(ui.offices.whatsappLabel, { city: office.city }) })).toHaveAttribute(
            'href',
            whatsappHref(office.whatsapp),
          );
        const email = office.email ?? site.email;
        await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
        const map = card.getByRole('link', { name: fill(ui.offices.openInMapsLabel, { city: office.city }) });
        await expect(map).toHaveAttribute('href', mapsHref(office.geo));
        await expect(map).toHaveAttribute('target', '_blank');
        await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
      }
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoSeriousAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }

  test('the KSA office works Sunday to Thursday and has WhatsApp; Troy names its city and state', async ({ page }) => {
    await page.goto(paths.offices);
    const riyadh = await textOf(page, 'li#riyadh');
    expect(riyadh).toContain('Sunday–Thursday');
    await expect(page.locator('li#riyadh').getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/966\d+$/);
    expect(await textOf(page, 'li#michigan')).toContain('Troy, Michigan');
  });

  for (const locale of locales) {
    test(`${locale}: the LOCATIONS panel and the footer link to it`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(localePath(locale, paths.about));
      const all = siteContent(locale).ui.locations.all;
      await expect(page.locator('footer').getByRole('link', { name: all })).toHaveAttribute('href', localePath(locale, paths.offices));
      await page.getByRole('button', { name: siteContent(locale).ui.locations.button }).click();
      const link = page.locator('#locations-panel').getByRole('link', { name: all });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, paths.offices)}$`));
    });
  }
});

test.describe('"Talk to …"', () => {
  for (const locale of locales) {
    test(`${locale}: every service and industry page names at least one lead, whose link opens the contact form with the topic and the person`, async ({
      request,
    }) => {
      const { services, industries, team, ui } = siteContent(locale);
      const pages = [
        ...services.map((item) => ({ path: servicePath(item.slug), key: topicKey('service', item.slug) })),
        ...industries.map((item) => ({ path: industryPath(item.slug), key: topicKey('industry', item.slug) })),
      ];
      for (const { path, key } of pages) {
        const html = await (await request.get(localePath(locale, path))).text();
        const section = /<section id="experts"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
        const links = [...section.matchAll(/<a [^>]*href="([^"]*contact-us\?[^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({
          href: href!.replaceAll('&amp;', '&'),
          text: plainText(inner!.replace(/<[^>]+>/g, '')),
        }));
        expect(links.length, `${locale} ${path}`).toBeGreaterThan(0);
        for (const link of links) {
          const person = team.find((candidate) => link.href === localePath(locale, talkToHref(paths.contact, key, candidate.id)));
          expect(person, `${locale} ${path}: ${link.href}`).toBeDefined();
          expect(link.text).toBe(fill(ui.team.talkTo, { name: person!.name }));
        }
      }
    });

    test(`${locale}: following "Talk to …" starts the message with the topic and the person, which stays the visitor's to edit`, async ({ page }) => {
      const problems = await watchPage(page);
      await stubRecaptcha(page);
      const bodies = await stubFormspree(page, 'success');
      const { services, team, ui } = siteContent(locale);
      const service = services[0]!;
      await page.goto(localePath(locale, servicePath(service.slug)));
      const lead = page
        .locator('#experts')
        .getByRole('link', { name: new RegExp(fill(ui.team.talkTo, { name: '' }).trim()) })
        .first();
      await lead.click();
      await page.waitForURL(/contact-us\?topic=/);
      const expert = team.find((person) => new URL(page.url()).searchParams.get('expert') === person.id)!;
      const line = fill(ui.team.message, { name: expert.name, topic: service.title });
      const message = page.locator('textarea[name="message"]');
      await expect(message).toHaveValue(`${line}\n`);
      // The visitor adds their own words; the island wakes on the first interaction and keeps them all.
      await message.focus();
      await message.press('End');
      await message.pressSequentially('We run payroll for 1,200 people.');
      await expect(message).toHaveValue(`${line}\nWe run payroll for 1,200 people.`);
      await expect(page.locator('#contact-message-count')).toHaveText(`${characterCount(`${line}\nWe run payroll for 1,200 people.`)}/400`);
      expect(problems).toEqual([]);
      expect(bodies).toEqual([]);
    });
  }

  test('a link naming no known topic or person leaves the message empty', async ({ page }) => {
    await page.goto(`${paths.contact}?topic=service-nothing&expert=nobody`);
    await expect(page.locator('textarea[name="message"]')).toHaveValue('');
  });
});

test.describe('/about', () => {
  for (const locale of locales) {
    test(`${locale}: lists the leadership with their certifications`, async ({ page }) => {
      await page.goto(localePath(locale, paths.about));
      const { team, ui } = siteContent(locale);
      const section = page.locator('section#leadership');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(ui.team.leadership);
      const leaders = team.filter((person) => 'leadership' in person && person.leadership);
      const cards = section
        .getByRole('list', { name: ui.team.leadership })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(cards).toHaveCount(leaders.length);
      for (const person of leaders) {
        const card = cards.filter({ has: page.getByRole('heading', { name: person.name }) });
        for (const certification of person.certifications) await expect(card).toContainText(certification);
      }
    });
  }
});
