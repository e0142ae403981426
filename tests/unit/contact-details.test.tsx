import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfficeList, OfficePhone } from '@/components/layout/OfficeList';
import { PresenceSection } from '@/components/sections/PresenceSection';
import type { OfficeLine } from '@/lib/pages/shell';
import { organization } from '@/lib/pages/jsonld';
import { shellProps } from '@/lib/pages/shell';
import { inShell } from './in-shell';
import { telHref } from '@/lib/tel';

const withPhone: OfficeLine = { id: 'paris', index: 0, flag: 'FR', name: 'France', city: 'Paris', address: '1 Rue Exemple, Paris', phone: '+33 1 99 00 12 34' };
const withoutPhone: OfficeLine = { id: 'dubai', index: 1, flag: 'AE', name: 'U.A.E', city: 'Dubai', address: 'Business Bay, Dubai' };

/** A component inside an English page's shell whose offices are these two. */
const withOffices = (node: ReactNode) => inShell(node, { ...shellProps('en'), offices: [withPhone, withoutPhone] });

/** The tel: links of some markup, as [href, text]. */
const telLinks = (html: string) => [...html.matchAll(/<a href="(tel:[^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[1], match[2]]);

describe('telHref', () => {
  it('keeps the "+" and the digits only', () => {
    expect(telHref('+961 1 000 000')).toBe('tel:+9611000000');
    expect(telHref('+1 (248) 555-0142')).toBe('tel:+12485550142');
  });
});

describe('office phones in the office list and the presence section', () => {
  it('shows an office phone as a left-to-right tel: link with the number as its text', () => {
    const html = renderToStaticMarkup(<OfficePhone phone="+33 1 99 00 12 34" />);
    expect(telLinks(html)).toEqual([['tel:+33199001234', '+33 1 99 00 12 34']]);
    expect(html).toContain('dir="ltr"');
  });

  it('renders no phone line, and no empty link, for an office without a phone', () => {
    expect(renderToStaticMarkup(<OfficePhone phone={undefined} />)).toBe('');
    const html = renderToStaticMarkup(withOffices(<OfficeList />));
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain(withoutPhone.address);
    expect(telLinks(html)).toEqual([['tel:+33199001234', withPhone.phone]]);
  });

  it('leaves out the phone of the office named by omitPhoneOf (shown just above it on the contact card)', () => {
    const html = renderToStaticMarkup(withOffices(<OfficeList omitPhoneOf={withPhone.index} />));
    expect(html).toContain(withPhone.address);
    expect(telLinks(html)).toEqual([]);
  });

  it('gives the presence card of an office without a phone its address and no link', () => {
    const html = renderToStaticMarkup(
      withOffices(<PresenceSection title="Our presence" text="Where we are." offices={[withoutPhone, withPhone]} allOffices="Every office" />),
    );
    expect(html).toContain(withoutPhone.address);
    expect(telLinks(html)).toEqual([['tel:+33199001234', withPhone.phone]]);
  });
});

describe('JSON-LD offices', () => {
  const company = {
    url: 'https://www.example.com',
    name: 'Cedrus Consulting',
    description: 'd',
    logo: '/logo.svg',
    email: 'info@example.com',
    phone: '+961 1 000 000',
  };
  const where = {
    street: '1 rue Exemple',
    timeZone: 'Europe/Paris',
    hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' },
    geo: { lat: 48.87, lng: 2.3 },
  } as const;
  const data = organization(
    company,
    [
      { ...withPhone, ...where },
      { ...withoutPhone, ...where },
    ],
    [],
  );

  it('keeps the main phone on the company and its contact point', () => {
    expect(data.telephone).toBe(company.phone);
    expect(data.contactPoint[0]?.telephone).toBe(company.phone);
  });

  it("gives each office its own telephone, and an office without a phone none (never the company's)", () => {
    expect(data.department[0]).toMatchObject({ name: 'Cedrus Consulting, Paris', telephone: withPhone.phone });
    expect(data.department[1]).toMatchObject({ name: 'Cedrus Consulting, Dubai' });
    expect(data.department[1]).not.toHaveProperty('telephone');
  });

  it('gives each office its address in parts, where it is, its hours, and lists it as a location of the company', () => {
    expect(data.department[0]).toMatchObject({
      address: { '@type': 'PostalAddress', streetAddress: '1 rue Exemple', addressLocality: 'Paris', addressCountry: 'FR' },
      geo: { '@type': 'GeoCoordinates', latitude: 48.87, longitude: 2.3 },
      openingHoursSpecification: { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
    });
    expect(data.location).toEqual(data.department.map((office) => ({ '@id': office['@id'] })));
  });
});

describe('the main phone and e-mail: content/site.ts, unless the host sets them', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function siteWith(env: Record<string, string | undefined>) {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    return import('@/content/site');
  }

  it('uses the contact block when the variables are unset or empty', async () => {
    for (const value of [undefined, '', '  ']) {
      const { contact, offices, site } = await siteWith({ NEXT_PUBLIC_CONTACT_PHONE: value, NEXT_PUBLIC_CONTACT_EMAIL: value });
      expect(site.phone).toBe(contact.phone);
      expect(site.email).toBe(contact.email);
      expect(offices[0].phone).toBe(contact.phone);
    }
  });

  it("takes the host's value when set, for the main line and the headquarters' phone alike", async () => {
    const { contact, offices, site } = await siteWith({ NEXT_PUBLIC_CONTACT_PHONE: '+961 1 234 567', NEXT_PUBLIC_CONTACT_EMAIL: 'hello@cedrus.example' });
    expect(contact.phone).not.toBe('+961 1 234 567');
    expect(site.phone).toBe('+961 1 234 567');
    expect(site.email).toBe('hello@cedrus.example');
    expect(offices[0].phone).toBe('+961 1 234 567');
    expect(offices.slice(1).map((office) => office.phone)).not.toContain('+961 1 234 567');
  });
});
