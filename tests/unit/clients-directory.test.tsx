// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import clientsFilter from '@/browser/behaviours/clients-filter';
import type { ClientDetails } from '@/components/sections/ClientModal';
import { ClientsDirectory } from '@/components/sections/ClientsDirectory';
import type { Locale } from '@/lib/i18n';
import { clientDetails, clientFilters } from '@/lib/pages/clients';
import { inShell } from './in-shell';

const logo = { src: '/images/clients/x.svg', width: 240, height: 120, alt: '' };
const clients: ClientDetails[] = [
  { slug: 'a', label: 'Alpha Bank', category: 'Financial Institutions', categorySlug: 'financial-institutions', logo, content: ['GL'] },
  { slug: 'b', label: 'Beta Telecom', category: 'Telco', categorySlug: 'telco', logo, content: ['HCM'] },
];
const copy = { filterLabel: 'Filter by industry', allLabel: 'All', emptyText: 'Nothing here yet.', contentTitle: 'Delivered' };
const categories = [
  { label: 'Financial Institutions', slug: 'financial-institutions' },
  { label: 'Telco', slug: 'telco' },
  { label: 'Airlines', slug: 'airlines' },
];

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The page as the build writes it, with the filter's behaviour module started on it. */
function page(locale: Locale = 'en', directory = { clients, categories }) {
  document.body.innerHTML = renderToString(inShell(<ClientsDirectory {...directory} copy={copy} />, locale));
  clientsFilter(document.querySelector<HTMLElement>('[data-behaviour~="clients-filter"]')!);
}

describe('ClientsDirectory', () => {
  it('renders every client on the server, whatever the hash', () => {
    window.history.replaceState(null, '', '/clients#telco');
    const html = renderToString(inShell(<ClientsDirectory clients={clients} categories={categories} copy={copy} />));
    expect(html).toContain('Alpha Bank');
    expect(html).toContain('Beta Telecom');
    expect(html).toMatch(new RegExp(`<p [^>]*hidden="" data-filter-empty=""[^>]*>${copy.emptyText}`));
    expect(html).toContain('2 clients');
  });

  it('applies the hash in the browser and shows the empty message for a category without clients', () => {
    window.history.replaceState(null, '', '/clients#airlines');
    page();
    expect(screen.getByText(copy.emptyText)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Alpha Bank/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('0 clients in Airlines');
    expect(within(screen.getByRole('group')).getByRole('button', { name: 'Airlines' })).toHaveAttribute('aria-pressed', 'true');

    screen.getByRole('button', { name: 'All' }).click();
    expect(window.location.hash).toBe('');
    expect(screen.getAllByRole('button', { name: /, / })).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 clients');
    expect(screen.queryByText(copy.emptyText)).not.toBeVisible();

    screen.getByRole('button', { name: 'Telco' }).click();
    expect(window.location.hash).toBe('#telco');
    expect(screen.getAllByRole('button', { name: /, / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Beta Telecom, Telco']);
    expect(screen.getByRole('status')).toHaveTextContent('1 client in Telco');
  });

  it('counts and names the clients in Arabic on an Arabic page, with the same hashes', () => {
    const arabic = { clients: clientDetails('ar'), categories: clientFilters('ar') };
    const telco = arabic.clients.filter((client) => client.categorySlug === 'telco');
    window.history.replaceState(null, '', '/ar/clients#telco');
    page('ar', arabic);
    expect(screen.getByRole('status')).toHaveTextContent(`عدد العملاء: ${telco.length} في فئة الاتصالات`);
    expect(within(screen.getByRole('group')).getByRole('button', { name: 'الاتصالات' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: /، / }).map((button) => button.getAttribute('aria-label'))).toEqual(
      telco.map((client) => `${client.label}، الاتصالات`),
    );
  });
});
