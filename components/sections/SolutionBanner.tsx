import Link from 'next/link';
import type { ImageAsset } from '@/content/media';
import { staysOnSite } from '@/lib/routes';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { ArrowRightIcon } from '@/components/ui/icons';

export interface SolutionBannerProps {
  /** The solution's position (0–3): chooses which side the artwork sits on. */
  readonly index: number;
  readonly image: ImageAsset;
  readonly title: string;
  readonly text1: string;
  readonly text2: string;
  readonly buttonText: string;
  /** Contains "contact": stays on the site; anything else opens in a new tab. */
  readonly buttonLink: string;
}

/** The solution's banner: artwork, title, two paragraphs and its call to action. */
export function SolutionBanner({ index, image, title, text1, text2, buttonText, buttonLink }: SolutionBannerProps) {
  const artworkFirst = index % 2 === 1;
  const button = staysOnSite(buttonLink) ? (
    <Link href={buttonLink} className="btn-primary">
      {buttonText}
      <ArrowRightIcon className="h-4 w-4" />
    </Link>
  ) : (
    <a href={buttonLink} target="_blank" rel="noopener noreferrer" className="btn-primary">
      {buttonText}
      <ArrowRightIcon className="h-4 w-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );

  return (
    <Section id="overview" labelledBy="solution-banner-title">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
        <div className={artworkFirst ? 'lg:order-2' : undefined}>
          <h2 id="solution-banner-title" className="text-2xl font-bold md:text-4xl">
            {title}
          </h2>
          <p className="mt-5 leading-7 text-ink-muted">{text1}</p>
          <p className="mt-4 leading-7 text-ink-muted">{text2}</p>
          <div className="mt-8">{button}</div>
        </div>
        <div className={`overflow-hidden rounded-2xl shadow-lg shadow-brand/10 ${artworkFirst ? 'lg:order-1' : ''}`}>
          <Picture image={image} sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw" className="h-full w-full object-cover" />
        </div>
      </div>
    </Section>
  );
}
