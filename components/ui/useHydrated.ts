import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the static HTML and during hydration, true once React runs in the browser. Lets a component
 * enhance markup that must work without JavaScript, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
