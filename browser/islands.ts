/**
 * Starts the React islands: `[data-island="name"]` elements whose HTML the same component
 * rendered at build. Each hydrates when it nears the screen (`data-hydrate` has "near") or on the
 * first interaction with it ("interaction": focus, pointer or key), whichever comes first. The
 * island's code, React included, is fetched only then. State: `data-island-state` goes
 * static → loading → hydrated (or failed, when the code could not load: the HTML still works).
 */
import { whenNear } from './when-near';

/** `left`: names of the fields the visitor left before the island woke, so their blur is not lost. */
type IslandModule = { hydrate: (root: HTMLElement, props: unknown, left: ReadonlySet<string>) => Promise<void> };

const islands: Record<string, () => Promise<IslandModule>> = {
  'contact-form': () => import('./islands/contact-form'),
  gallery: () => import('./islands/gallery'),
};

const INTERACTIONS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

function start(island: HTMLElement) {
  const load = islands[island.dataset.island ?? ''];
  if (!load) throw new Error(`data-island="${island.dataset.island}" names no island module`);
  const triggers = (island.dataset.hydrate ?? 'interaction').split(/\s+/);
  let stopNear = () => {};
  // A field left before React runs (a tap, then Tab, on a slow line) must still be validated on blur.
  const left = new Set<string>();
  const onLeave = (event: Event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) left.add(name);
  };
  island.addEventListener('focusout', onLeave);
  const go = () => {
    if (island.dataset.islandState !== 'static') return;
    island.dataset.islandState = 'loading';
    for (const type of INTERACTIONS) island.removeEventListener(type, go);
    stopNear();
    const root = island.querySelector<HTMLElement>('[data-island-root]');
    const props = JSON.parse(island.querySelector('script[data-island-props]')?.textContent ?? 'null') as unknown;
    load()
      .then((module) => module.hydrate(root!, props, left))
      .then(
        () => {
          island.removeEventListener('focusout', onLeave);
          island.dataset.islandState = 'hydrated';
        },
        (error: unknown) => {
          island.dataset.islandState = 'failed';
          reportError(error);
        },
      );
  };
  island.dataset.islandState = 'static';
  if (triggers.includes('interaction')) for (const type of INTERACTIONS) island.addEventListener(type, go, { passive: true });
  if (triggers.includes('near')) stopNear = whenNear(island, island.dataset.nearMargin ?? '300px 0px', go);
}

export function startIslands() {
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) start(island);
}
