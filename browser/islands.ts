/**
 * Starts the React islands: `[data-island="name"]` elements whose HTML the same component
 * rendered at build. Each hydrates when it nears the screen (`data-hydrate` has "near") or on the
 * first interaction with it ("interaction": focus, pointer or key), whichever comes first, or at once
 * when the tab's session storage holds a draft of it (`data-draft-key`, kept from before a reload). The
 * island's code, React included, is fetched only then. State: `data-island-state` goes
 * static → loading → hydrated (or failed, when the code could not load: the HTML still works).
 * Until then, the fields the visitor leaves and a submit are held for the island to replay
 * (browser/early-acts.ts).
 */
import { recordEarlyActs, type EarlyActs } from './early-acts';
import { whenNear } from './when-near';

/** `takeOver`: called once the island is live; returns what the visitor did before (fields left, a submit), for it to replay. */
type IslandModule = { hydrate: (root: HTMLElement, props: unknown, takeOver: () => EarlyActs) => Promise<void> };

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
  const go = () => {
    if (island.dataset.islandState !== 'static') return;
    island.dataset.islandState = 'loading';
    for (const type of INTERACTIONS) island.removeEventListener(type, go);
    stopNear();
    const root = island.querySelector<HTMLElement>('[data-island-root]');
    const props = JSON.parse(island.querySelector('script[data-island-props]')?.textContent ?? 'null') as unknown;
    load()
      .then((module) => module.hydrate(root!, props, early.takeOver))
      .then(
        () => {
          island.dataset.islandState = 'hydrated';
        },
        (error: unknown) => {
          island.dataset.islandState = 'failed';
          early.fallBack();
          reportError(error);
        },
      );
  };
  // A field left or a Send pressed before React runs (on a slow line) must still be validated.
  const early = recordEarlyActs(island, go);
  island.dataset.islandState = 'static';
  if (triggers.includes('interaction')) for (const type of INTERACTIONS) island.addEventListener(type, go, { passive: true });
  if (triggers.includes('near')) stopNear = whenNear(island, island.dataset.nearMargin ?? '300px 0px', go);
  // What the visitor typed before a reload or a trip away is kept by the island: it wakes to show it.
  if (holdsDraft(island.dataset.draftKey)) go();
}

function holdsDraft(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return Boolean(window.sessionStorage.getItem(key));
  } catch {
    return false;
  }
}

export function startIslands() {
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) start(island);
}
