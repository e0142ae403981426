import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { useUi } from '@/components/layout/ShellContext';
import { PageIntro } from '@/components/sections/PageIntro';
import { HiringSteps } from '@/components/sections/HiringStepsSection';
import { PositionFacts } from '@/components/sections/PositionsSection';
import { BulletList } from '@/components/ui/BulletList';
import { ArrowForwardIcon, MailIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { ModuleTags } from '@/components/ui/ModuleTags';
import { defaultLocale } from '@/lib/i18n';
import { positionStaticPaths, positionStaticProps } from '@/lib/pages/props/careers';
import { paths } from '@/lib/routes';
import { fill } from '@/lib/template';
import { previewPaths, previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = previewPaths(positionStaticPaths(defaultLocale));
export const getStaticProps = previewSafe(positionStaticProps(defaultLocale), () => PositionPage, positionStaticPaths(defaultLocale));

/** An open position: what the job is, what you would do, what we look for, how we hire, and the e-mail to apply (with its JobPosting data in the head). */
export default function PositionPage({ seo, section, position, hiringProcess }: InferGetStaticPropsType<typeof getStaticProps>) {
  const { careers: ui, caseStudy } = useUi();
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={{ heading: position.title, intro: position.summary }} eyebrow={section} />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,44rem)_minmax(16rem,20rem)] lg:justify-between lg:gap-x-12">
        <aside className="lg:sticky lg:top-[calc(var(--banner-h)+var(--nav-h)+2rem)] lg:col-start-2 lg:row-start-1 lg:self-start" data-apply="">
          <div className="rounded-2xl bg-brand-surface p-6 ring-1 ring-black/5">
            <PositionFacts facts={[...position.facts, position.posted]} className="flex-col" />
            <ModuleTags modules={position.modules} label={caseStudy.modules} className="mt-4" />
            <a href={position.apply} className="mt-6 btn-primary w-full">
              <MailIcon className="h-4 w-4" />
              {ui.apply}
            </a>
            <p dir="auto" className="mt-3 text-xs leading-5 break-words text-ink-muted">
              {fill(ui.applyHint, { email: position.email })}
            </p>
          </div>
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <div className="prose-copy text-lg leading-8">
            {position.description.map((paragraph) => (
              <p key={paragraph} dir="auto">
                {paragraph}
              </p>
            ))}
          </div>
          <h2 className="mt-10 text-2xl font-bold">{ui.responsibilities}</h2>
          <BulletList items={position.responsibilities} className="mt-4 [&_li]:text-base [&_li]:leading-7" />
          <h2 className="mt-10 text-2xl font-bold">{ui.requirements}</h2>
          <BulletList items={position.requirements} tone="teal" className="mt-4 [&_li]:text-base [&_li]:leading-7" />
          <h2 className="mt-10 text-2xl font-bold">{hiringProcess.title}</h2>
          <p dir="auto" className="mt-3 leading-7 text-ink-muted">
            {hiringProcess.text}
          </p>
          <HiringSteps steps={hiringProcess.steps} className="mt-6" />
          <LocaleLink href={paths.careers} className="group mt-12 inline-flex items-center gap-2 font-semibold text-brand hover:text-brand-accent">
            <ArrowForwardIcon className="h-4 w-4 rotate-180" />
            {ui.allPositions}
          </LocaleLink>
        </div>
      </div>
    </>
  );
}
