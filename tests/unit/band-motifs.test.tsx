import type { ImageAsset } from '@/content/media';
// @vitest-environment node
/**
 * The header bands' drawings (components/sections/PageIntro.tsx; the drawings in IndustryMotif, SolutionMotif and
 * ServiceMotif): every solution, industry and service of the content has a drawing of its own, none the same as
 * another, all in the one box and the one style of the art direction (docs/architecture.md): white lines and one
 * gold accent, no text, no picture, never mirrored. An unknown slug gets the rising chart. The page builders pass
 * the slug through, and a service's band shows its drawing and no picture.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { industries } from '@/content/industries';
import { services } from '@/content/services';
import { solutions } from '@/content/solutions';
import { IndustryMotif, industryMotifSlugs } from '@/components/sections/IndustryMotif';
import { motifAccent, type BandMotifProps } from '@/components/sections/MotifKit';
import { PageIntro } from '@/components/sections/PageIntro';
import { ServiceMotif, serviceMotifSlugs } from '@/components/sections/ServiceMotif';
import { SolutionMotif, solutionMotifSlugs } from '@/components/sections/SolutionMotif';
import { serviceStaticProps } from '@/lib/pages/props/services';
import { solutionStaticProps } from '@/lib/pages/props/solutions';
import type { ComponentType } from 'react';

const kinds: readonly { kind: string; Motif: ComponentType<BandMotifProps>; slugs: readonly string[]; own: readonly string[] }[] = [
  { kind: 'solution', Motif: SolutionMotif, slugs: solutions.map((item) => item.slug), own: solutionMotifSlugs },
  { kind: 'industry', Motif: IndustryMotif, slugs: industries.map((item) => item.slug), own: industryMotifSlugs },
  { kind: 'service', Motif: ServiceMotif, slugs: services.map((item) => item.slug), own: serviceMotifSlugs },
];

/** The drawing's root element, parsed from its markup: its attributes and what it draws. */
function drawing(markup: string) {
  const root = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!root) throw new Error(`not one <svg>: ${markup.slice(0, 80)}`);
  const attributes = Object.fromEntries([...root[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
  return { attributes, inner: root[2]! };
}

describe('the header bands’ drawings', () => {
  const drawn = new Map<string, string>();
  for (const { kind, Motif, slugs, own } of kinds) {
    it(`give every ${kind} of the content its own drawing, in the bands' one box, never mirrored, with no text or picture`, () => {
      expect(new Set(own)).toEqual(new Set(slugs));
      for (const slug of slugs) {
        const { attributes, inner } = drawing(renderToStaticMarkup(<Motif slug={slug} />));
        expect(attributes['data-motif'], slug).toBe(slug);
        expect(attributes['data-art-direction'], slug).toBe('neutral');
        expect(attributes['aria-hidden'], slug).toBe('true');
        expect(attributes.viewBox, slug).toBe('180 60 430 290');
        expect(attributes.preserveAspectRatio, slug).toBe('xMaxYMid meet');
        expect(inner, slug).not.toMatch(/<(text|tspan|image|foreignObject|use)\b/);
        // Drawn lines that make a shape, not rectangles and rings alone (the skeleton of a loading page).
        expect(inner, slug).toMatch(/<(path|polyline|polygon)\b/);
        drawn.set(`${kind} ${slug}`, inner);
      }
    });

    it(`draw a ${kind} without a drawing of its own as the rising chart, in the same box`, () => {
      const { attributes } = drawing(renderToStaticMarkup(<Motif slug="no-such-slug" />));
      expect(attributes['data-motif']).toBe('chart');
      expect(attributes.viewBox).toBe('180 60 430 290');
      expect(drawing(renderToStaticMarkup(<Motif slug="constructor" />)).attributes['data-motif']).toBe('chart');
    });
  }

  it('are all different: no two pages share a drawing, and none is the chart', () => {
    const chart = drawing(renderToStaticMarkup(<SolutionMotif slug="no-such-slug" />)).inner;
    expect(drawn.size).toBe(solutions.length + industries.length + services.length);
    expect(new Set(drawn.values()).size).toBe(drawn.size);
    expect([...drawn.values()]).not.toContain(chart);
  });

  it('are white lines in the current colour with one gold accent: no other colour', () => {
    for (const [name, inner] of drawn) {
      const colours = new Set([...inner.matchAll(/(?:stroke|fill)="([^"]*)"/g)].map(([, colour]) => colour!));
      expect(
        [...colours].filter((colour) => !['none', 'currentColor', motifAccent].includes(colour)),
        name,
      ).toEqual([]);
      expect(colours.has(motifAccent), name).toBe(true);
    }
  });
});

describe('the band of a solution or a service page', () => {
  const intro = { heading: 'A heading', intro: 'An intro.' };
  const band = (variant: 'solution' | 'service', motif: string) => renderToStaticMarkup(<PageIntro intro={intro} variant={variant} motif={motif} />);

  it("draws the page's own drawing at its end, and no picture beside the text", () => {
    for (const { slug } of solutions) expect(band('solution', slug)).toContain(`data-motif="${slug}"`);
    for (const { slug } of services) {
      const markup = band('service', slug);
      expect(markup).toContain(`data-motif="${slug}"`);
      expect(markup).not.toMatch(/<(img|picture)\b/);
    }
  });

  it("lays a service's banner picture (spec §2) faint across the band, hidden from screen readers, under the drawing", async () => {
    for (const { slug } of services) {
      const { props } = (await serviceStaticProps('en')({ params: { slug } })) as { props: { banner: { image: ImageAsset } } };
      const markup = renderToStaticMarkup(<PageIntro intro={intro} variant="service" motif={slug} backdrop={props.banner.image} />);
      const backdrop = /<div aria-hidden="true"[^>]*>(.*?)<\/div>/.exec(markup)?.[1] ?? '';
      expect(backdrop, slug).toMatch(/<img\b[^>]*alt=""/);
      expect(markup.indexOf(backdrop), slug).toBeLessThan(markup.indexOf(`data-motif="${slug}"`));
    }
  });

  it("gets the slug from the page's data", async () => {
    const props = async (build: typeof solutionStaticProps | typeof serviceStaticProps, slug: string) =>
      ((await build('en')({ params: { slug } })) as { props: { motif: string } }).props;
    for (const { slug } of solutions) expect((await props(solutionStaticProps, slug)).motif).toBe(slug);
    for (const { slug } of services) expect((await props(serviceStaticProps, slug)).motif).toBe(slug);
  });
});
