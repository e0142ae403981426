/**
 * The drawer's copy of the header's menu (browser/behaviours/drawer.ts writes it on the first opening):
 * a page is a link; a group (Solutions, Services, Industries) a `<details name>` whose panel
 * (`#drawer-<id>`) lists the group's links. The current page keeps its `aria-current`.
 */
const PAGE_LINK = 'flex min-h-12 items-center rounded-lg px-3 font-semibold text-brand-dark hover:bg-brand-light';
const CURRENT_PAGE = 'underline decoration-brand-accent decoration-2 underline-offset-4';
const GROUP_LINK = 'flex min-h-11 items-center rounded-lg px-3 text-sm text-ink hover:bg-brand-light';
const SUMMARY =
  'flex min-h-12 w-full cursor-pointer list-none items-center justify-between rounded-lg px-3 font-semibold text-brand-dark hover:bg-brand-light [&::-webkit-details-marker]:hidden';
const CHEVRON =
  '<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="h-5 w-5 transition-transform group-open/drawer:rotate-180"><path d="m6 9 6 6 6-6"/></svg>';

/** A link of the header's menu as the drawer shows it. */
function copyLink(source: HTMLAnchorElement, className: string, currentClass: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = source.getAttribute('href') ?? '/';
  link.textContent = source.textContent;
  const current = source.getAttribute('aria-current') === 'page';
  link.className = current ? `${className} ${currentClass}` : className;
  if (current) link.setAttribute('aria-current', 'page');
  if (source.hasAttribute('dir')) link.dir = source.dir;
  return link;
}

/** The drawer's list of the header's menu `menu` (its `<ul>`). */
export function drawerMenu(menu: HTMLUListElement): HTMLUListElement {
  const list = document.createElement('ul');
  for (const item of menu.querySelectorAll<HTMLLIElement>(':scope > li')) {
    const entry = document.createElement('li');
    const page = item.querySelector<HTMLAnchorElement>(':scope > a');
    if (page) entry.append(copyLink(page, PAGE_LINK, CURRENT_PAGE));
    else {
      const details = document.createElement('details');
      details.name = 'drawer-groups';
      details.className = 'group/drawer';
      const summary = document.createElement('summary');
      summary.className = SUMMARY;
      summary.textContent = item.querySelector(':scope > button')?.textContent ?? '';
      summary.insertAdjacentHTML('beforeend', CHEVRON);
      const links = document.createElement('ul');
      links.id = `drawer-${item.dataset.navId}`;
      links.className = 'ms-3 mb-2 border-s-2 border-brand-light ps-2';
      for (const source of item.querySelectorAll<HTMLAnchorElement>('ul a')) {
        const link = document.createElement('li');
        link.append(copyLink(source, GROUP_LINK, 'font-semibold text-brand'));
        links.append(link);
      }
      details.append(summary, links);
      entry.append(details);
    }
    list.append(entry);
  }
  return list;
}
