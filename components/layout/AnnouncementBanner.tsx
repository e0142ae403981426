import Link from 'next/link';
import { site } from '@/content/site';

/** The top strip of the fixed header. Its visibility is driven by the Header (scroll direction). */
export function AnnouncementBanner({ visible }: { readonly visible: boolean }) {
  return (
    <div
      id="announcement"
      data-visible={visible}
      className={`flex h-(--banner-h) items-center justify-center bg-brand-dark px-4 text-center text-xs text-white transition-[visibility] sm:text-sm ${visible ? 'visible' : 'invisible delay-300'}`}
    >
      <p>
        <span className="font-semibold">{site.announcement.text}</span>{' '}
        <Link href={site.announcement.href} className="ms-2 font-semibold text-brand-gold underline underline-offset-4 hover:text-white">
          {site.announcement.linkText}
          <span className="sr-only"> {site.announcement.linkContext}</span>
        </Link>
      </p>
    </div>
  );
}
