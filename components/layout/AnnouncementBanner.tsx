import Link from 'next/link';
import { site } from '@/content/site';

/** The top strip of the fixed header; hidden with it while the header's data-banner is "hidden". */
export function AnnouncementBanner() {
  return (
    <div
      id="announcement"
      className="flex h-(--banner-h) items-center justify-center bg-brand-dark px-4 text-center text-xs text-white transition-[visibility] group-data-[banner=hidden]/header:invisible group-data-[banner=hidden]/header:delay-300 sm:text-sm"
    >
      <p dir="auto" className="min-w-0 wrap-anywhere">
        <span className="font-semibold">{site.announcement.text}</span>{' '}
        <Link href={site.announcement.href} className="ms-2 font-semibold text-brand-gold underline underline-offset-4 hover:text-white">
          {site.announcement.linkText}
          <span className="sr-only"> {site.announcement.linkContext}</span>
        </Link>
      </p>
    </div>
  );
}
