/**
 * Calls `load` once, the first time `element` comes within `margin` of the screen; returns a
 * function that stops watching (an island that woke up another way calls it).
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
