/**
 * The one module every page loads (`<script type="module" src>`, from pages/_document.tsx). Pages
 * are complete HTML without it; it adds behaviour to the elements that ask for it with
 * `data-behaviour="name …"`, and starts the React islands (`data-island`) on demand.
 *
 * When every behaviour on the page is ready it sets `<html data-behaviours="ready">`.
 */
import banner from './behaviours/banner';
import disclosure from './behaviours/disclosure';
import drawer from './behaviours/drawer';
import heroSlider from './behaviours/hero-slider';
import marquee from './behaviours/marquee';
import related from './behaviours/related';
import renderWhenNear from './behaviours/render-when-near';
import scrollHint from './behaviours/scroll-hint';
import search from './behaviours/search';
import tabs from './behaviours/tabs';
import { startIslands } from './islands';
import { onAct } from './on-act';

type Behaviour = (root: HTMLElement) => void | Promise<void>;

/**
 * Each behaviour by its `data-behaviour` name. Those the page needs from the start are in this module;
 * those that wait for the visitor to act on their part (browser/on-act.ts) or for the address to ask
 * for them are chunks of their own, so that no page fetches more than its budget before the visitor
 * acts (docs/decisions.md#budgets).
 */
const behaviours: Record<string, () => Behaviour | Promise<Behaviour>> = {
  banner: () => banner,
  // A client's logo (home, /clients) opens its dialog: fetched on the first sign of intent on a logo.
  'client-modal': () => onAct(() => import('./behaviours/client-modal'), '[data-client]', { area: () => document }),
  // Only the contact page has it, and it only reads the query "Talk to …" links add.
  'contact-topic': () => (window.location.search ? import('./behaviours/contact-topic').then((module) => module.default) : () => {}),
  // /clients's filter; at once when the address names a category (#telco).
  'clients-filter': () => onAct(() => import('./behaviours/clients-filter'), 'button[data-filter]', { now: () => Boolean(window.location.hash) }),
  disclosure: () => disclosure,
  drawer: () => drawer,
  // The case-study hub's filters (and /careers's once it has many positions); at once when the address holds filters.
  'facet-filters': () =>
    onAct(() => import('./behaviours/facet-filters'), 'a[data-facet], [data-hub-clear]', {
      now: () => Boolean(window.location.search || window.location.hash),
    }),
  // Waits for the visitor's first sign of intent; only then is Swiper's core (a chunk of its own) fetched.
  'hero-slider': () => heroSlider,
  marquee: () => marquee,
  related: () => related,
  'render-when-near': () => renderWhenNear,
  'scroll-hint': () => scrollHint,
  // The header's and the drawer's search control; the dialog, Pagefind and the index wait for the visitor.
  search: () => search,
  share: () => onAct(() => import('./behaviours/share'), 'a[data-width][data-height]'),
  tabs: () => tabs,
  'video-facade': () => onAct(() => import('./behaviours/video-facade'), 'button'),
};

async function start() {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-behaviour]')];
  const started = roots.flatMap((root) =>
    (root.dataset.behaviour ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map(async (name) => {
        const load = behaviours[name];
        if (!load) throw new Error(`data-behaviour="${name}" names no behaviour module`);
        const init = await load();
        await init(root);
      }),
  );
  startIslands();
  const results = await Promise.allSettled(started);
  const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  document.documentElement.dataset.behaviours = failed.length ? 'failed' : 'ready';
  for (const failure of failed) reportError(failure.reason);
}

/**
 * In `next dev` the page also carries Next's development runtime, which hydrates the whole page;
 * _app signals when it is done, so that these modules work on the hydrated DOM (see pages/_app.tsx).
 */
function whenPageSettled(): Promise<void> {
  if (!document.getElementById('__NEXT_DATA__') || document.documentElement.dataset.devHydrated) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('dev-hydrated', () => resolve(), { once: true }));
}

/**
 * Behaviours start after the first frame: the page is complete HTML, so its largest picture and
 * text paint first (requestAnimationFrame runs just before a frame, the timeout just after it).
 */
const afterFirstFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void whenPageSettled().then(afterFirstFrame).then(start);
