// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import clientsFilter from '@/browser/behaviours/clients-filter';
import type { ClientDetails } from '@/components/sections/ClientModal';
import { ClientsDirectory } from '@/components/sections/ClientsDirectory';

const logo = { src: '/images/clients/x.svg', width: 240, height: 120, alt: '' };
const clients: ClientDetails[] = [
  { slug: 'a', label: 'Alpha Bank', category: 'Financial Institutions', logo, content: ['GL'] },
  { slug: 'b', label: 'Beta Telecom', category: 'Telco', logo, content: ['HCM'] },
];
const copy = { filterLabel: 'Filter by industry', allLabel: 'All', emptyText: 'Nothing here yet.', contentTitle: 'Delivered' };
const categories = ['Financial Institutions', 'Telco', 'Airlines'];

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The page as the build writes it, with the filter's behaviour module started on it. */
function page() {
  document.body.innerHTML = renderToString(<ClientsDirectory clients={clients} categories={categories} copy={copy} />);
  clientsFilter(document.querySelector<HTMLElement>('[data-behaviour~="clients-filter"]')!);
}

describe('ClientsDirectory', () => {
  it('renders every client on the server, whatever the hash', () => {
    window.history.replaceState(null, '', '/clients#telco');
    const html = renderToString(<ClientsDirectory clients={clients} categories={categories} copy={copy} />);
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
});
