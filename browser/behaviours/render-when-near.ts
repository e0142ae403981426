/**
 * The home page's sections below its services are laid out only as they near the screen
 * (`render-children-when-near`, styles/globals.css). Until then each stands at the height it once
 * had, or a guess, so a jump to an anchor among them would be measured against guesses and land
 * off its target. Before such a jump (a same-page link to an id inside), this lays them all out, so
 * the browser scrolls to where the target really is. A page opened at such an anchor is laid out by
 * the stylesheet itself (`:has(:target)`, styles/globals.css).
 */
const CLASS = 'render-children-when-near';

export default function renderWhenNear(root: HTMLElement) {
  /** The element a fragment names, when it is inside these sections. */
  const targetInside = (hash: string) => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    return target && root.contains(target) ? target : null;
  };
  const layOutAll = () => root.classList.remove(CLASS);

  // Capture: before the link's own scroll (and before any other click handler) runs.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[href*="#"]');
      if (!link || !root.classList.contains(CLASS)) return;
      const url = new URL(link.href);
      if (url.origin === location.origin && url.pathname === location.pathname && targetInside(url.hash)) layOutAll();
    },
    { capture: true },
  );

  // A page opened at an anchor among the sections, or a fragment changed without a link (typed, or
  // history): the stylesheet lays the sections out as soon as the fragment names one of them
  // (`:has(:target)`), before the browser's own jump, which then lands where the target really is. This
  // lays them out for good; it does not scroll: a second jump of its own, during the browser's smooth
  // one, overshot on a slow phone (by up to 4,600 px).
  const layOutForFragment = () => {
    if (root.classList.contains(CLASS) && targetInside(location.hash)) layOutAll();
  };
  window.addEventListener('hashchange', layOutForFragment);
  layOutForFragment();
}
