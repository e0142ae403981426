/**
 * The search dialog as the browser tests find it (tests/e2e/search.spec.ts, security.spec.ts): by role and
 * by the words of the page's language (content/ui.ts `search`), as a visitor and assistive technology do.
 */
import type { Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { expect } from './support';

/** The search's words in a language. */
export const searchWords = (locale: Locale) => siteContent(locale).ui.search;

/** The header's search control, and the dialog with its parts. */
export function searchDialog(page: Page, locale: Locale = 'en') {
  const text = searchWords(locale);
  const dialog = page.getByRole('dialog', { name: text.title });
  return {
    control: page.locator('header#site-header').getByRole('button', { name: text.open, exact: true }),
    dialog,
    box: dialog.getByRole('searchbox', { name: text.title }),
    status: dialog.getByRole('status'),
    list: dialog.getByRole('list'),
    results: dialog.getByRole('listitem').getByRole('link'),
    filter: (name: string) => dialog.getByRole('group', { name: text.filters }).getByRole('button', { name: new RegExp(`^${name}`) }),
  };
}

/** Types a query and waits for its answer: the results in (the list no longer busy) and their count announced. */
export async function searchFor(page: Page, query: string, locale: Locale = 'en') {
  const { box, list } = searchDialog(page, locale);
  await box.fill(query);
  await expect(list).toHaveAttribute('aria-busy', 'false');
}
