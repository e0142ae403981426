import { ArrowForwardIcon, MapPinIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { paths } from '@/lib/routes';
import { OfficeList } from './OfficeList';
import { useUi } from './ShellContext';

/**
 * The LOCATIONS panel. On wide screens it opens on hover (after 100 ms) and, without JavaScript,
 * on keyboard focus; on every screen its button toggles it (browser/behaviours/disclosure.ts),
 * and Escape or a press outside closes it. Below 640 px the wrapper is static, so the panel hangs
 * from the header bar (positioned, components/layout/Header.tsx): centred, with equal insets.
 * From 640 px up it hangs from its button. While it is closed its content is not rendered
 * (`content-visibility: hidden`, kept until its fade-out ends), so its flags are not fetched before
 * a visitor opens it.
 */
export function LocationsPanel() {
  const ui = useUi();
  return (
    <div className="group sm:relative" data-behaviour="disclosure" data-open="false" data-hover-media="(min-width: 1024px) and (hover: hover)">
      <button
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-dark hover:bg-brand-light lg:w-9 xl:w-11"
        aria-expanded="false"
        aria-controls="locations-panel"
        aria-label={ui.locations.button}
      >
        <MapPinIcon />
      </button>
      <div
        id="locations-panel"
        className="invisible absolute inset-x-4 top-full z-50 mx-auto max-w-sm pt-2 opacity-0 transition-[opacity,visibility,content-visibility] transition-discrete delay-100 duration-150 [content-visibility:hidden] group-data-[open=true]:visible group-data-[open=true]:opacity-100 group-data-[open=true]:[content-visibility:visible] sm:start-auto sm:end-0 sm:mx-0 sm:w-80 lg:group-[:not([data-enhanced]):focus-within]:visible lg:group-[:not([data-enhanced]):focus-within]:opacity-100 lg:group-[:not([data-enhanced]):focus-within]:[content-visibility:visible] lg:group-[:not([data-enhanced]):hover]:visible lg:group-[:not([data-enhanced]):hover]:opacity-100 lg:group-[:not([data-enhanced]):hover]:[content-visibility:visible]"
      >
        <div
          role="region"
          aria-labelledby="locations-title"
          className="max-h-[calc(100dvh-var(--banner-h)-var(--nav-h)-1rem)] overflow-y-auto overscroll-contain rounded-xl bg-white p-5 shadow-xl ring-1 ring-black/5"
        >
          <p id="locations-title" className="mb-4 text-xs font-bold tracking-widest text-brand-teal">
            {ui.locations.title}
          </p>
          <OfficeList />
          <LocaleLink
            href={paths.offices}
            className="mt-4 flex min-h-11 items-center justify-between gap-2 border-t border-black/5 pt-3 text-sm font-semibold text-brand hover:underline"
          >
            <span dir="auto">{ui.locations.all}</span>
            <ArrowForwardIcon className="h-4 w-4 shrink-0" />
          </LocaleLink>
        </div>
      </div>
    </div>
  );
}
