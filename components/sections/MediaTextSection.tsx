import type { ImageAsset } from '@/content/media';
import { useUi } from '@/components/layout/ShellContext';
import { BenefitsGrid, type BenefitItem } from '@/components/ui/BenefitsGrid';
import { HeadingText } from '@/components/ui/HeadingText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/Picture';
import { Section, type SectionProps } from '@/components/ui/Section';
import { VideoFacade } from '@/components/ui/VideoFacade';

export type SectionMedia =
  | { readonly type: 'image'; readonly image: ImageAsset }
  | { readonly type: 'video'; readonly youtubeId: string; readonly videoTitle: string; readonly poster: ImageAsset | null };

export interface SectionAction {
  readonly text: string;
  readonly href: string;
  readonly newTab?: boolean;
}

export interface MediaTextSectionProps {
  /** Anchor id, unique on the page; the heading's id is `{id}-title`. */
  readonly id: string;
  readonly title: string;
  /** A short line above the title. */
  readonly eyebrow?: string;
  readonly paragraphs: readonly string[];
  /** A checklist under the paragraphs (an industry's deliverables). */
  readonly list?: readonly string[];
  /** Benefits with icons under the whole section (a service's benefits grid). */
  readonly benefits?: readonly BenefitItem[];
  readonly media: SectionMedia;
  /** Which side the picture takes from `lg` up (logical: start is left in English); text comes first on phones. */
  readonly mediaSide?: 'start' | 'end';
  readonly tone?: SectionProps['tone'];
  /** A button under the text; `newTab` for a link that leaves the site. */
  readonly action?: SectionAction;
  /** On phones, the first paragraph without the picture (the home page's sections, kept short: the rest is on the wider page it leads to). */
  readonly compact?: boolean;
}

const mediaSizes = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';

/**
 * A heading and its text beside a picture or a video: the about story, the careers delivery model,
 * the home page's partner and about sections, a solution's overview, an industry's two sections and
 * a service's two sections. Pictures sit in a 4:3 frame (cover), so a replacement photograph of any
 * shape keeps the layout.
 */
export function MediaTextSection({
  id,
  title,
  eyebrow,
  paragraphs,
  list,
  benefits,
  media,
  mediaSide = 'end',
  tone,
  action,
  compact = false,
}: MediaTextSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={`min-w-0 ${mediaSide === 'start' ? 'lg:order-2' : ''}`}>
          {eyebrow ? (
            <p dir="auto" className="text-sm font-semibold tracking-widest text-brand-teal uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} dir="auto" className={`text-2xl font-bold md:text-4xl ${eyebrow ? 'mt-2' : ''}`}>
            <HeadingText text={title} />
          </h2>
          <div className={`prose-copy leading-7 text-ink-muted ${compact ? 'mt-4 sm:mt-6' : 'mt-6'}`}>
            {paragraphs.map((paragraph, index) => (
              <p key={paragraph} dir="auto" className={compact && index > 0 ? 'max-sm:hidden' : undefined}>
                {paragraph}
              </p>
            ))}
          </div>
          {list?.length ? <CheckList items={list} /> : null}
          {action ? <Action {...action} /> : null}
        </div>
        <div className={`min-w-0 ${mediaSide === 'start' ? 'lg:order-1' : ''} ${compact ? 'max-sm:hidden' : ''}`}>
          {media.type === 'image' ? (
            <div className="overflow-hidden rounded-2xl bg-brand-light shadow-lg shadow-brand/10">
              <Picture image={media.image} sizes={mediaSizes} className="aspect-[4/3] h-auto w-full object-cover" />
            </div>
          ) : (
            <VideoFacade youtubeId={media.youtubeId} title={media.videoTitle} poster={media.poster} sizes={mediaSizes} />
          )}
        </div>
      </div>
      {benefits?.length ? (
        <div className="mt-12">
          <BenefitsGrid items={benefits} />
        </div>
      ) : null}
    </Section>
  );
}

function CheckList({ items }: { readonly items: readonly string[] }) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} dir="auto" className="flex gap-3 rounded-xl bg-white p-4 text-sm leading-6 font-medium text-ink shadow-sm ring-1 ring-brand/10">
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
            className="mt-0.5 shrink-0 text-brand-teal"
          >
            <path d="M20 6 9 17l-5-5" />
          </svg>
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Action({ text, href, newTab = false }: SectionAction) {
  const ui = useUi();
  const content = (
    <>
      {text}
      <ArrowForwardIcon className="h-4 w-4" />
    </>
  );
  return (
    <div className="mt-8">
      {!newTab ? (
        <LocaleLink href={href} className="btn-primary">
          {content}
        </LocaleLink>
      ) : (
        <a href={href} target="_blank" rel="noopener noreferrer" className="btn-primary">
          {content}
          <span className="sr-only">{` ${ui.links.newTab}`}</span>
        </a>
      )}
    </div>
  );
}
