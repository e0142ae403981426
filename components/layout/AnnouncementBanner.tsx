import { LocaleLink } from '@/components/ui/LocaleLink';
import { useShell } from './ShellContext';

/** The top strip of the fixed header; hidden with it while the header's data-banner is "hidden". */
export function AnnouncementBanner() {
  const { announcement } = useShell();
  return (
    <div
      id="announcement"
      className="flex h-(--banner-h) items-center justify-center bg-brand-dark px-4 text-center text-xs text-white transition-[visibility] group-data-[banner=hidden]/header:invisible group-data-[banner=hidden]/header:delay-300 sm:text-sm"
    >
      <p dir="auto" className="min-w-0 wrap-anywhere">
        <span className="font-semibold">{announcement.text}</span>{' '}
        <LocaleLink href={announcement.href} className="ms-2 font-semibold text-brand-gold underline underline-offset-4 hover:text-white">
          {announcement.linkText}
          <span className="sr-only"> {announcement.linkContext}</span>
        </LocaleLink>
      </p>
    </div>
  );
}
