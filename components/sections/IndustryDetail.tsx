import type { ImageAsset } from '@/content/media';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';

export interface IndustryDetailProps {
  readonly title: string;
  readonly text: string;
  readonly list?: readonly string[];
  readonly image: ImageAsset;
}

/** The industry's second section: what we deliver, with an optional list, beside a picture. */
export function IndustryDetail({ title, text, list, image }: IndustryDetailProps) {
  return (
    <Section id="delivery" labelledBy="industry-delivery-title" tone="surface">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
        <div className="lg:order-2">
          <h2 id="industry-delivery-title" className="text-2xl font-bold md:text-3xl">
            {title}
          </h2>
          <p className="mt-5 leading-7 text-ink-muted">{text}</p>
          {list?.length ? (
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {list.map((item) => (
                <li key={item} className="flex gap-3 rounded-xl bg-white p-4 text-sm leading-6 font-medium text-ink shadow-sm ring-1 ring-brand/10">
                  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="mt-0.5 shrink-0 text-brand-teal">
                    <path d="M20 6 9 17l-5-5" />
                  </svg>
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Picture image={image} sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw" className="h-auto w-full rounded-2xl shadow-lg shadow-brand/10 lg:order-1" />
      </div>
    </Section>
  );
}
