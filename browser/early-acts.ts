/**
 * What a visitor does to an island before it wakes, kept for the island to replay once it is live
 * (browser/islands/hydrate.tsx): the fields they left, so each is checked as on blur, and a submit,
 * so the island's own rules report every field at once, in the page's words.
 *
 * From the moment the site's script runs, the island's forms skip the browser's own validation
 * (`noValidate`), whose bubble names only the first invalid field, in the browser's language; a
 * submit is held instead of posted, and wakes the island. The static HTML keeps its validation
 * attributes: without JavaScript, and before the script runs, it is a plain form the browser checks.
 */

export interface EarlyActs {
  /** Names of the fields the visitor left. */
  readonly left: ReadonlySet<string>;
  /** Whether they submitted a form of the island. */
  readonly submitted: boolean;
}

export interface EarlyActsRecord {
  /**
   * For the island, once it is live: stops holding (its own handlers take every event from then
   * on, the replayed submit included) and returns what was recorded.
   */
  takeOver(): EarlyActs;
  /**
   * The island's code could not load: stop recording, give the forms back the browser's validation
   * and replay a held submit through it, as the plain form would have handled it.
   */
  fallBack(): void;
}

export function recordEarlyActs(island: HTMLElement, wake: () => void): EarlyActsRecord {
  const left = new Set<string>();
  let held: HTMLFormElement | undefined;
  const forms = [...island.querySelectorAll('form')];
  const onLeave = (event: Event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) left.add(name);
  };
  const onSubmit = (event: Event) => {
    // Captured above the island's root: React, if it is hydrating already, does not see it either.
    event.preventDefault();
    event.stopPropagation();
    held = event.target as HTMLFormElement;
    wake();
  };
  island.addEventListener('focusout', onLeave);
  island.addEventListener('submit', onSubmit, true);
  for (const form of forms) form.noValidate = true;
  const stop = () => {
    island.removeEventListener('focusout', onLeave);
    island.removeEventListener('submit', onSubmit, true);
  };
  return {
    takeOver() {
      stop();
      return { left, submitted: held !== undefined };
    },
    fallBack() {
      stop();
      for (const form of forms) form.noValidate = false;
      held?.requestSubmit();
    },
  };
}
