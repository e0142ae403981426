import { mkdtempSync, mkdirSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersonCard } from '@/components/people/PersonCard';
import { offices } from '@/content/site';
import { team } from '@/content/team';
import { services } from '@/content/services';
import { portraits, portraitSources, strayPortraits } from '@/lib/build/portraits';
import { portraitIssues } from '@/lib/build/pictures';
import { addressLines, dayRuns, mapsHref, whatsappHref, workingDays } from '@/lib/offices';
import { mapPoint, pinsOf } from '@/lib/offices-map';
import { leadsOf, teamCards, talkToWords } from '@/lib/pages/people';
import { officeCards } from '@/lib/pages/offices';
import { shellProps } from '@/lib/pages/shell';
import { siteContent } from '@/lib/pages/content';
import { firstLine, talkToHref, topicKey } from '@/lib/talk-to';
import { fill } from '@/lib/template';
import type { Office } from '@/lib/content/types';
import { intlLocale, listComma } from '@/lib/i18n';
import { checkWith } from './content-mutation';
import { inShell } from './in-shell';

const office = (id: string): Office => offices.find((entry) => entry.id === id)!;

describe('an office as a visitor reads it', () => {
  it("writes the address in the country's order: Paris with its postal code first, Troy with its state, Riyadh with its code after the city", () => {
    expect(addressLines({ flag: 'FR', name: 'France', street: '52 avenue des Champs-Élysées', city: 'Paris', postalCode: '75008' })).toEqual([
      '52 avenue des Champs-Élysées',
      '75008 Paris',
      'France',
    ]);
    expect(addressLines({ flag: 'US', name: 'USA', street: '3001 W Big Beaver Rd', city: 'Troy', region: 'Michigan', postalCode: '48084' })[1]).toBe(
      'Troy, Michigan 48084',
    );
    expect(addressLines({ flag: 'SA', name: 'Saudi Arabia', street: 'King Fahd Road', city: 'Riyadh', postalCode: '12214' })[1]).toBe('Riyadh 12214');
    expect(addressLines({ flag: 'AE', name: 'U.A.E', street: 'Business Bay', city: 'Dubai' })).toEqual(['Business Bay', 'Dubai', 'U.A.E']);
  });

  it('names a working week as runs of days in its own order, Sunday to Thursday in Riyadh, in each language', () => {
    expect(dayRuns(['sun', 'mon', 'tue', 'wed', 'thu'])).toEqual([['sun', 'thu']]);
    expect(dayRuns(['mon', 'tue', 'wed', 'fri'])).toEqual([
      ['mon', 'wed'],
      ['fri', 'fri'],
    ]);
    expect(workingDays(['sun', 'mon', 'tue', 'wed', 'thu'], 'en')).toBe('Sunday–Thursday');
    expect(workingDays(['sun', 'mon', 'tue', 'wed', 'thu'], 'fr')).toBe('dimanche–jeudi');
    expect(workingDays(['sun', 'mon', 'tue', 'wed', 'thu'], 'ar')).toBe('الأحد–الخميس');
  });

  it('links WhatsApp and the map app without asking anything of them until the visitor follows the link', () => {
    expect(whatsappHref('+966 50 555 0100')).toBe('https://wa.me/966505550100');
    expect(mapsHref({ lat: 24.695, lng: 46.685 })).toBe('https://www.google.com/maps/search/?api=1&query=24.695%2C46.685');
  });

  it('shows every office of content on /offices, Riyadh with WhatsApp and its Sunday-to-Thursday week in local time', () => {
    for (const locale of ['en', 'ar', 'fr'] as const) {
      const cards = officeCards(locale);
      expect(cards.map((card) => card.id)).toEqual(offices.map((entry) => entry.id));
      const riyadh = cards.find((card) => card.id === 'riyadh')!;
      expect(riyadh.whatsapp?.href).toBe(whatsappHref(office('riyadh').whatsapp!));
      expect(riyadh.hours).toEqual({ days: workingDays(office('riyadh').hours.days, intlLocale(locale), listComma(locale)), range: '08:00–17:00' });
      expect(riyadh.hours.days).toBe(workingDays(['sun', 'thu'] as const, intlLocale(locale)).replace(', ', '–'));
      expect(riyadh.timeZone).toContain(fill(siteContent(locale).ui.offices.timeZone, { zone: '' }).trim());
    }
  });

  it('places pins from coordinates and moves a name aside where two pins crowd, so no two names overlap', () => {
    const pins = pinsOf(officeCards('en'));
    expect(pins).toHaveLength(offices.length);
    const riyadh = pins.find((pin) => pin.id === 'riyadh')!;
    const dubai = pins.find((pin) => pin.id === 'dubai')!;
    expect(riyadh.label.anchor).toBe('end');
    expect(dubai.label.anchor).toBe('start');
    expect(mapPoint({ lat: 33.87, lng: 35.53 }).x).toBeGreaterThan(mapPoint({ lat: 48.87, lng: 2.3 }).x);
  });
});

describe('the content check of offices and people', () => {
  it('names a working week that is not days of the week, hours that close before they open, a bad time zone and a malformed WhatsApp number', () => {
    expect(checkWith('offices', (items) => (items[4].hours.days = ['sun', 'monday']))).toEqual([
      'content/site.ts › offices #5 "Saudi Arabia" › hours.days[1]: "monday" is not a day of the week: write "mon", "tue", "wed", "thu", "fri", "sat", "sun"',
    ]);
    expect(checkWith('offices', (items) => (items[0].hours.closes = '08:00'))).toEqual([
      'content/site.ts › offices #1 "Lebanon" › hours.closes: must be later than opens (08:30)',
    ]);
    expect(checkWith('offices', (items) => (items[1].timeZone = 'Europe/Pariss'))).toEqual([
      'content/site.ts › offices #2 "France" › timeZone: "Europe/Pariss" is not a time zone: write one like "Asia/Beirut", "Europe/Paris" or "Asia/Riyadh"',
    ]);
    expect(checkWith('offices', (items) => (items[2].whatsapp = '050 555 0100'))).toEqual([
      'content/site.ts › offices #3 "U.A.E" › whatsapp: must be in international format, e.g. "+961 1 234 567"',
    ]);
  });

  it('names a lead who points at a service or an industry that does not exist, with the nearest one', () => {
    expect(checkWith('team', (items) => (items[0].leads.services = ['trainng']))).toEqual([
      `content/team.ts › team #1 "${team[0].name}" › leads.services[0]: "trainng" is not in content/services.ts services (did you mean "training"?)`,
    ]);
    expect(checkWith('team', (items) => (items[1].office = 'riad'))).toEqual([
      `content/team.ts › team #2 "${team[1].name}" › office: "riad" is not in content/site.ts offices (did you mean "riyadh"?)`,
    ]);
  });
});

describe('people', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offer every service and industry page at least one named person, with "Talk to …" carrying the topic', async () => {
    for (const locale of ['en', 'ar', 'fr'] as const) {
      const { services: list, industries, ui } = siteContent(locale);
      for (const [kind, items] of [
        ['service', list],
        ['industry', industries],
      ] as const) {
        for (const item of items) {
          const leads = await leadsOf(locale, kind, item);
          expect(leads.length, `${locale} ${item.slug}`).toBeGreaterThan(0);
          for (const lead of leads) {
            expect(lead.talkTo).toEqual({
              href: talkToHref('/contact-us', topicKey(kind, item.slug), lead.id),
              label: fill(ui.team.talkTo, { name: lead.name }),
            });
          }
        }
      }
    }
  });

  it('offer the first leader on a page nobody leads yet', async () => {
    const leads = await leadsOf('en', 'service', { slug: 'nobody-leads-this', title: 'Something new' });
    expect(leads.map((lead) => lead.id)).toEqual([team.find((person) => 'leadership' in person && person.leadership)!.id]);
  });

  it("start the contact form's message with the topic and the person of a link, in the page's language, and with nothing for an unknown one", () => {
    const service = services[0]!;
    const person = team[0]!;
    for (const locale of ['en', 'ar', 'fr'] as const) {
      const words = talkToWords(locale);
      const { ui, services: list, team: people } = siteContent(locale);
      const search = `?topic=${topicKey('service', service.slug)}&expert=${person.id}`;
      expect(firstLine(search, words)).toBe(fill(ui.team.message, { name: people[0]!.name, topic: list[0]!.title }));
      expect(firstLine('?topic=service-nothing&expert=' + person.id, words)).toBeUndefined();
      expect(firstLine('', words)).toBeUndefined();
    }
  });
});

describe('portraits are files named after a person', () => {
  let dir = '';
  afterEach(() => {
    vi.restoreAllMocks();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function publicWith(files: Record<string, string>) {
    dir = mkdtempSync(join(tmpdir(), 'portraits-'));
    mkdirSync(join(dir, 'public/images/team'), { recursive: true });
    for (const [name, source] of Object.entries(files)) {
      if (source === 'text') writeFileSync(join(dir, 'public/images/team', name), 'not a picture');
      else copyFileSync(join(process.cwd(), 'public', source), join(dir, 'public/images/team', name));
    }
    return join(dir, 'public');
  }

  it('show a dropped-in file on every card of that person, with its own size and an alt text naming them; the others keep their tile', async () => {
    const person = team[1]!;
    const publicDir = publicWith({ [`${person.id}.jpg`]: '/images/home/why-wisdom.jpg' });
    expect(await portraits([person.id, team[0]!.id], publicDir)).toEqual(
      new Map([[person.id, { src: `/images/team/${person.id}.jpg`, width: 800, height: 600 }]]),
    );
    vi.spyOn(process, 'cwd').mockReturnValue(dir);
    const cards = await teamCards('fr');
    const card = cards.find((entry) => entry.id === person.id)!;
    expect(card.portrait).toMatchObject({ src: `/images/team/${person.id}.jpg`, alt: fill(siteContent('fr').ui.team.portrait, { name: card.name }) });
    expect(cards.filter((entry) => entry.portrait)).toHaveLength(1);
    const html = renderToStaticMarkup(inShell(<PersonCard person={card} />, shellProps('fr')));
    expect(html).toContain(`alt="${card.portrait!.alt}"`);
    expect(html).not.toContain('data-portrait-tile');
    const other = renderToStaticMarkup(inShell(<PersonCard person={cards[0]!} />, shellProps('fr')));
    expect(other).toContain('data-portrait-tile');
  });

  it('name a file that is nobody’s portrait with the id it was likely meant for, and a file that is not a picture', async () => {
    const ids: string[] = team.map((person) => person.id);
    const publicDir = publicWith({ 'nadine-kouri.jpg': '/images/home/why-wisdom.jpg', [`${ids[0]}.jpg`]: 'text', 'notes.txt': 'text' });
    expect(strayPortraits(ids, publicDir).map((issue) => `${issue.file}: ${issue.message}`)).toEqual([
      'public/images/team/nadine-kouri.jpg: is the portrait of nobody in content/team.ts: name it after a person\'s id (did you mean "nadine-khoury.jpg"?)',
      "public/images/team/notes.txt: is not a portrait the site shows: save it as .jpg, .png or .webp, named after the person's id in content/team.ts",
    ]);
    const own = new Map([...portraitSources(publicDir)].filter(([id]) => ids.includes(id)));
    const issues = await portraitIssues(own, publicDir);
    expect(issues.map((issue) => `${issue.file} › ${issue.item}`)).toEqual([`content/team.ts › ${ids[0]}`]);
    expect(issues[0]!.message).toContain('is not a picture the build can read');
  });
});
