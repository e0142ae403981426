/**
 * WAI-ARIA tabs over in-page links (automatic activation, roving tabindex, Left/Right/Home/End).
 * The static HTML is a list of links to panels that are all shown; this module turns the list
 * into a tablist and shows one panel: `data-initial`, or the panel the URL's hash names.
 * The selected tab's look comes from CSS on `aria-selected`. Where the list scrolls sideways
 * (narrow screens), the chosen tab is brought fully into view.
 */
import { isRtl } from '../dom';

export default function tabs(root: HTMLElement) {
  const list = root.querySelector<HTMLElement>('[data-tab-list]');
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-tab-list] a[href^="#"]')];
  const panels = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
  if (!list || links.length === 0 || panels.some((panel) => !panel)) throw new Error('tabs: every tab must link to a panel on the page');

  const scrollIntoRow = (link: HTMLElement) => {
    if (list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    const inset = parseFloat(getComputedStyle(list).paddingInlineStart) || 0;
    if (box.left < listBox.left + inset) list.scrollLeft -= listBox.left + inset - box.left;
    else if (box.right > listBox.right - inset) list.scrollLeft += box.right - (listBox.right - inset);
  };

  const select = (index: number, focus: boolean, scroll = focus) => {
    links.forEach((link, position) => {
      const selected = position === index;
      link.setAttribute('aria-selected', String(selected));
      link.tabIndex = selected ? 0 : -1;
      panels[position]!.hidden = !selected;
    });
    if (focus) links[index]!.focus();
    // On a phone the tabs are one row that scrolls sideways: bring the chosen one fully into it.
    if (scroll) scrollIntoRow(links[index]!);
  };

  list.setAttribute('role', 'tablist');
  links.forEach((link, index) => {
    const panel = panels[index]!;
    link.parentElement?.setAttribute('role', 'presentation');
    link.setAttribute('role', 'tab');
    link.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', link.id);
    panel.tabIndex = 0;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      select(index, false, true);
    });
    link.addEventListener('keydown', (event) => {
      const last = links.length - 1;
      const [next, previous] = [index === last ? 0 : index + 1, index === 0 ? last : index - 1];
      // The arrow that points at the next tab: right in English, left in Arabic (tabs run right to left).
      const rtl = isRtl(list);
      const target = { ArrowRight: rtl ? previous : next, ArrowLeft: rtl ? next : previous, Home: 0, End: last }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      select(target, true);
    });
  });

  const fromHash = panels.findIndex((panel) => `#${panel!.id}` === window.location.hash);
  const initial = links.findIndex((link) => link.dataset.tab === root.dataset.initial);
  select(fromHash >= 0 ? fromHash : Math.max(initial, 0), false, fromHash >= 0);
}
