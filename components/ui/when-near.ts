/**
 * Calls `load` once, the first time `element` comes within `margin` of the screen; returns the
 * cleanup for an effect. A plain function rather than a hook, so each caller keeps its own
 * `import()` (a separate chunk) and its own state.
 */
export function whenNear(element: Element | null, margin: string, load: () => void): () => void {
  if (!element) return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
