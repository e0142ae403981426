// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
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
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('ClientsDirectory', () => {
  it('renders every client on the server, whatever the hash', () => {
    window.history.replaceState(null, '', '/clients#telco');
    const html = renderToString(<ClientsDirectory clients={clients} categories={categories} copy={copy} />);
    expect(html).toContain('Alpha Bank');
    expect(html).toContain('Beta Telecom');
    expect(html).not.toContain(copy.emptyText);
  });

  it('applies the hash after mounting and shows the empty message for a category without clients', async () => {
    window.history.replaceState(null, '', '/clients#airlines');
    render(<ClientsDirectory clients={clients} categories={categories} copy={copy} />);
    expect(await screen.findByText(copy.emptyText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Alpha Bank/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('0 clients in Airlines');
    expect(within(screen.getByRole('group')).getByRole('button', { name: 'Airlines' })).toHaveAttribute('aria-pressed', 'true');

    act(() => screen.getByRole('button', { name: 'All' }).click());
    expect(window.location.hash).toBe('');
    expect(screen.getAllByRole('button', { name: /, / })).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 clients');
  });
});
