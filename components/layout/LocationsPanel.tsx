import { useCallback, useRef, useState } from 'react';
import { MapPinIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/useDismiss';
import { OfficeList } from './OfficeList';

/**
 * The LOCATIONS panel. On wide screens it opens on hover and focus (CSS, after 100 ms); on every
 * screen the button toggles it. Escape and a click outside close it.
 */
export function LocationsPanel() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const dismiss = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, dismiss);

  return (
    <div ref={rootRef} className="group relative" data-open={open}>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-dark hover:bg-brand-light"
        aria-expanded={open}
        aria-controls="locations-panel"
        aria-label="Our locations"
        onClick={() => setOpen((value) => !value)}
      >
        <MapPinIcon />
      </button>
      <div
        id="locations-panel"
        className="invisible absolute end-0 top-full z-50 w-80 max-w-[calc(100vw-2rem)] pt-2 opacity-0 transition-[opacity,visibility] delay-100 duration-150 group-data-[open=true]:visible group-data-[open=true]:opacity-100 lg:group-focus-within:visible lg:group-focus-within:opacity-100 lg:group-hover:visible lg:group-hover:opacity-100"
      >
        <div role="region" aria-labelledby="locations-title" className="rounded-xl bg-white p-5 shadow-xl ring-1 ring-black/5">
          <p id="locations-title" className="mb-4 text-xs font-bold tracking-widest text-brand-teal">
            LOCATIONS
          </p>
          <OfficeList />
        </div>
      </div>
    </div>
  );
}
