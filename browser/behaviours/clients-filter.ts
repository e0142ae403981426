/**
 * The /clients category filter, kept in the URL hash (#telco) so a filtered list can be shared,
 * and followed by Back and Forward. The static HTML lists every client; this module hides the
 * others, presses the chosen button and updates the count.
 *
 * Markup: `button[data-filter="slug"]` ('' for All), `[data-client-tile][data-category="slug"]`,
 * `[data-filter-status]` with `data-one`/`data-many`/`data-in` templates (content/ui.ts: {{count}}, {{clients}}, {{category}}),
 * and `[data-filter-empty]`, shown when a category has no client.
 */
import { slugFromHash } from '@/lib/browser/client-filter';
import { fill } from '@/lib/template';
import { required } from '../dom';

export default function clientsFilter(root: HTMLElement) {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-filter]')];
  const tiles = [...root.querySelectorAll<HTMLElement>('[data-client-tile]')];
  const status = required<HTMLElement>(root, '[data-filter-status]');
  const empty = required<HTMLElement>(root, '[data-filter-empty]');
  const grid = required<HTMLElement>(root, '[data-filter-grid]');
  const slugs = buttons.map((button) => button.dataset.filter ?? '').filter(Boolean);

  const apply = (slug: string | null) => {
    const active = buttons.find((button) => (button.dataset.filter || null) === slug) ?? buttons[0]!;
    for (const button of buttons) button.setAttribute('aria-pressed', String(button === active));
    let count = 0;
    for (const tile of tiles) {
      const shown = slug === null || tile.dataset.category === slug;
      tile.hidden = !shown;
      if (shown) count += 1;
    }
    const clients = fill(count === 1 ? status.dataset.one! : status.dataset.many!, { count });
    status.textContent = slug === null ? clients : fill(status.dataset.in!, { clients, category: active.textContent?.trim() ?? '' });
    empty.hidden = count > 0;
    grid.hidden = count === 0;
  };

  const fromLocation = () => apply(slugFromHash(window.location.hash, slugs));
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const slug = button.dataset.filter ?? '';
      const { pathname, search } = window.location;
      if (slug !== window.location.hash.replace(/^#/, '')) window.history.pushState(null, '', slug ? `${pathname}${search}#${slug}` : `${pathname}${search}`);
      apply(slug || null);
    });
  }
  window.addEventListener('hashchange', fromLocation);
  window.addEventListener('popstate', fromLocation);
  fromLocation();
}
