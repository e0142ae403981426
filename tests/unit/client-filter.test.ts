import { describe, expect, it } from 'vitest';
import { clientCategories } from '@/lib/content/types';
import { categorySlug, slugFromHash } from '@/lib/browser/client-filter';

describe('client filter', () => {
  it('turns category labels into short, unique URL slugs', () => {
    expect(categorySlug('Oil & Gas')).toBe('oil-gas');
    expect(categorySlug('Manuf and Distribution')).toBe('manuf-and-distribution');
    expect(categorySlug('Telco')).toBe('telco');
    const slugs = clientCategories.map(categorySlug);
    expect(new Set(slugs).size).toBe(clientCategories.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('reads a known slug from the hash and treats anything else as All', () => {
    const slugs = clientCategories.map(categorySlug);
    expect(slugFromHash('#oil-gas', slugs)).toBe('oil-gas');
    expect(slugFromHash('#Telco', slugs)).toBe('telco');
    expect(slugFromHash('', slugs)).toBeNull();
    expect(slugFromHash('#', slugs)).toBeNull();
    expect(slugFromHash('#unknown', slugs)).toBeNull();
    expect(slugFromHash('#%E0%A4%A', slugs)).toBeNull();
  });
});
