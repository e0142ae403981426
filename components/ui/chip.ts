/**
 * A filter or topic chip (the clients' categories, the case-study hub's values, the blog's topics): a
 * round 44 px target, brand-filled when chosen, whichever attribute says so: `aria-pressed` on a
 * button, `aria-current="true"` on a filter link, `aria-current="page"` on a link to the page shown.
 */
export const chipClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand/20 bg-white px-4 text-sm font-semibold whitespace-nowrap text-brand-dark hover:border-brand hover:bg-brand-light motion-safe:transition-colors aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white aria-[current=true]:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white';
