/**
 * The one module every page loads (`<script type="module" src>`, from pages/_document.tsx). Pages
 * are complete HTML without it; it adds behaviour to the elements that ask for it with
 * `data-behaviour="name …"`, and starts the React islands (`data-island`) on demand.
 *
 * When every behaviour on the page is ready it sets `<html data-behaviours="ready">`.
 */
import banner from './behaviours/banner';
import clientModal from './behaviours/client-modal';
import clientsFilter from './behaviours/clients-filter';
import disclosure from './behaviours/disclosure';
import drawer from './behaviours/drawer';
import heroSlider from './behaviours/hero-slider';
import marquee from './behaviours/marquee';
import related from './behaviours/related';
import renderWhenNear from './behaviours/render-when-near';
import scrollHint from './behaviours/scroll-hint';
import share from './behaviours/share';
import tabs from './behaviours/tabs';
import videoFacade from './behaviours/video-facade';
import { startIslands } from './islands';

type Behaviour = (root: HTMLElement) => void | Promise<void>;

const behaviours: Record<string, () => Behaviour | Promise<Behaviour>> = {
  banner: () => banner,
  'client-modal': () => clientModal,
  // Only the contact page has it: a chunk of its own.
  'contact-topic': () => import('./behaviours/contact-topic').then((module) => module.default),
  'clients-filter': () => clientsFilter,
  disclosure: () => disclosure,
  drawer: () => drawer,
  // Only the case-study hub has it (and /careers once it has many positions): a chunk of its own, fetched there and nowhere else.
  'facet-filters': () => import('./behaviours/facet-filters').then((module) => module.default),
  // Waits for the visitor's first sign of intent; only then is Swiper's core (a chunk of its own) fetched.
  'hero-slider': () => heroSlider,
  marquee: () => marquee,
  related: () => related,
  'render-when-near': () => renderWhenNear,
  'scroll-hint': () => scrollHint,
  share: () => share,
  tabs: () => tabs,
  'video-facade': () => videoFacade,
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
