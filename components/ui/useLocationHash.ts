import { useCallback, useSyncExternalStore } from 'react';

/**
 * The location hash as React state, without a hydration mismatch: the server and the first client
 * render see '' and React re-renders with the real hash right after hydration. Back and forward
 * (hashchange, popstate) update it; `setHash` adds a history entry without scrolling.
 */
const CHANGE = 'locationhashchange';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

const clientHash = () => window.location.hash;
const serverHash = () => '';

export function useLocationHash(): [string, (hash: string) => void] {
  const hash = useSyncExternalStore(subscribe, clientHash, serverHash);
  const setHash = useCallback((next: string) => {
    const bare = next.replace(/^#/, '');
    if (bare === window.location.hash.replace(/^#/, '')) return;
    const { pathname, search } = window.location;
    // A null state marks a hash-only entry, which the Next router leaves to the page.
    window.history.pushState(null, '', bare ? `${pathname}${search}#${bare}` : `${pathname}${search}`);
    window.dispatchEvent(new Event(CHANGE));
  }, []);
  return [hash, setHash];
}
