import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '@/content/blogs';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { ELLIPSIS, OG_HEIGHT, OG_WIDTH } from '@/lib/pages/og';
import { ogCards, type OgCard } from '@/lib/build/og-cards';
import type { Locale } from '@/lib/i18n';
import { blogPostPath, paths, servicePath } from '@/lib/routes';
import {
  cardSvg,
  cardTitle,
  headProblems,
  loadTextEngines,
  logoSvg,
  MAX_BYTES,
  PAD_X,
  renderCard,
  TITLE,
  type CardInput,
  type TextEngine,
} from '@/scripts/og-images';

const LOGO = readFileSync('public/images/brand/logo-white.svg', 'utf8');
let engines: Readonly<Record<Locale, TextEngine>>;
let engine: TextEngine;

beforeAll(async () => {
  engines = await loadTextEngines();
  engine = engines.en;
});

const cardOf = (route: string): OgCard => ogCards().find((candidate) => candidate.route === route)!;
/** A post's page, from the content (an editor may remove any other post): its card has a picture behind. */
const post = blogPostPath(blogs[0]!.slug);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
/** The `d` of every glyph an engine drew, in drawing order (left to right). */
const outlines = (svg: string) => [...svg.matchAll(/ d="([^"]*)"/g)].map((match) => match[1]);

/** The card's pixels, as drawn by the SVG alone (no picture behind, no JPEG). */
async function pixels(card: CardInput) {
  const { data, info } = await sharp(Buffer.from(cardSvg({ ...card, background: undefined }, engines, LOGO)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const white = (x: number, y: number) => [0, 1, 2].every((channel) => data[(y * info.width + x) * info.channels + channel]! > 230);
  return { white };
}

describe('share card titles, measured with the site fonts', () => {
  it('fit every page title, in both languages, in at most three lines inside the card', () => {
    for (const card of ogCards()) {
      const title = cardTitle(card.title, engines[card.locale]);
      expect(title.lines.length, card.route).toBeLessThanOrEqual(TITLE.maxLines);
      for (const line of title.lines)
        expect(engines[card.locale].measure(line, title.size, TITLE.weight), `${card.route}: ${line}`).toBeLessThanOrEqual(TITLE.maxWidth);
      expect(title.lines.join(' '), card.route).toBe(card.title);
    }
  });

  it('cut a title too long for three lines after a whole word, with an ellipsis', () => {
    const long =
      'Oracle Fusion Cloud ERP, HCM, SCM and EPM implementation, integration, training and support for telecom operators, banks, universities, hospitals, airlines and industrial companies across the Levant, the Gulf, Europe and North America';
    const title = cardTitle(long, engine);
    expect(title.truncated).toBe(true);
    expect(title.size).toBe(TITLE.sizes.at(-1));
    expect(title.lines).toHaveLength(3);
    expect(title.lines[2]!.endsWith(ELLIPSIS)).toBe(true);
    const words = long.split(' ');
    const shown = title.lines.join(' ').slice(0, -1).split(' ');
    expect(shown).toEqual(words.slice(0, shown.length).map((word, index) => (index === shown.length - 1 ? word.replace(/,$/, '') : word)));
    for (const line of title.lines) expect(engine.measure(line, title.size, TITLE.weight)).toBeLessThanOrEqual(TITLE.maxWidth);
  });
});

describe('Arabic text on the cards', () => {
  it('joins the letters of a word (contextual forms, narrower than the isolated letters side by side)', () => {
    const word = 'المستخدمين';
    const isolated = [...word].reduce((width, letter) => width + engines.ar.measure(letter, 60, 700), 0);
    expect(engines.ar.measure(word, 60, 700)).toBeLessThan(isolated - 10);
  });

  it('draws Latin names, digits and spaces in the Latin font, as the English cards do', () => {
    expect(engines.ar.measure('Oracle HCM Cloud 2024', 60, 700)).toBe(engine.measure('Oracle HCM Cloud 2024', 60, 700));
    expect(engines.ar.measure('من Oracle', 60, 700)).toBeCloseTo(engines.ar.measure('من', 60, 700) + engine.measure(' Oracle', 60, 700), 6);
  });

  it('lays a line out right to left: the first words at the right, a Latin name reading left to right inside it', () => {
    // "من Oracle": from the left, Oracle (its letters in order), then the space, then من.
    const drawn = outlines(engines.ar.draw('من Oracle', 0, 100, 60, 700, '#fff'));
    const oracle = outlines(engine.draw('Oracle', 0, 100, 60, 700, '#fff'));
    const arabic = outlines(engines.ar.draw('من', 0, 100, 60, 700, '#fff'));
    expect(drawn).toEqual([...oracle, ...arabic]);
  });

  it('refuses letter-spacing, which would pull the joined letters apart', () => {
    expect(() => engines.ar.measure('من نحن', 22, 700, 2.2)).toThrow(/letter-spacing/);
  });
});

describe('share card images', () => {
  it('draw all text, the logo included, as outlines: no <text> left for the machine fonts', () => {
    expect(LOGO).toContain('<text');
    const logo = logoSvg(LOGO, engine, 80, 60, 60);
    expect(logo.svg).not.toContain('<text');
    expect(logo.svg).toContain('<path');
    expect(logo.width).toBe(225);
    const svg = cardSvg({ title: 'Privacy Policy', section: 'Policies', label: 'Policies', locale: 'en' }, engines, LOGO);
    expect(svg).not.toContain('<text');
  });

  it('keep the English cards as they were before the Arabic ones (the same SVG, byte for byte)', () => {
    // The cards of /, /about, a post and the 404 page as they were then: fixed inputs, so that an editor's
    // change to those pages' titles (or removing the post) changes nothing here.
    const cards: [CardInput, string][] = [
      [{ title: 'Oracle ERP, HCM & cloud partner in the Levant', section: 'Home', label: 'Home', locale: 'en' }, '58bed96d1f90c04c'],
      [{ title: 'About our Oracle consulting firm', section: 'About', label: 'About', locale: 'en' }, '30ca1f55bd3ec03f'],
      [
        {
          title: 'First Oracle HCM Cloud Excellence Implementer in the Levant',
          section: 'Blog',
          label: 'Blog',
          locale: 'en',
          background: '/images/blog/a-post.jpg',
        },
        '3f75fa4eaf2849a6',
      ],
      [{ title: 'Page Not Found', section: undefined, label: undefined, locale: 'en' }, 'a12ca289683b44c0'],
    ];
    for (const [card, hash] of cards) expect(sha256(cardSvg(card, engines, LOGO)), card.title).toBe(hash);
  });

  it('are 1200×630 JPEGs under the size limit, the same bytes every time, in both languages', async () => {
    for (const route of [paths.home, post, '/ar', `/ar${post}`]) {
      const card = cardOf(route);
      const jpeg = await renderCard(card, engines, LOGO);
      const metadata = await sharp(jpeg).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
      expect(jpeg.length).toBeLessThanOrEqual(MAX_BYTES);
      expect((await renderCard(card, engines, LOGO)).equals(jpeg)).toBe(true);
    }
  });
});

describe('Arabic share cards', () => {
  const arabic = () => ogCards('ar');

  it('draw every Arabic page: every letter found in the fonts, all text as outlines, the Arabic title and label', () => {
    for (const card of arabic()) {
      // A letter missing from both fonts throws, naming it.
      const svg = cardSvg(card, engines, LOGO);
      expect(svg, card.route).not.toContain('<text');
      expect(svg, card.route).toContain(`<title>${card.title}</title>`);
      expect(card.label === undefined, card.route).toBe(card.route === '/ar/404');
    }
  });

  it('set the title against the right margin: its rightmost glyph ends there, its ink a side bearing inside', async () => {
    for (const route of ['/ar/about', '/ar/contact-us', `/ar${servicePath(services[0]!.slug)}`]) {
      const card = cardOf(route);
      const { white } = await pixels(card);
      const title = cardTitle(card.title, engines.ar);
      const svg = cardSvg({ ...card, background: undefined }, engines, LOGO);
      // The title's lines are the last white groups but the tagline's (grey): their baselines are the glyphs' lowest y.
      const groups = [...svg.matchAll(/<g fill="#ffffff">(.*?)<\/g>/g)].slice(-title.lines.length);
      for (const [, paths] of groups) {
        const baseline = Math.max(...[...paths!.matchAll(/translate\([\d.-]+ ([\d.-]+)\)/g)].map((match) => Number(match[1])));
        let right = 0;
        for (let y = Math.round(baseline - title.size * 0.8); y < baseline + title.size * 0.3; y += 1)
          for (let x = OG_WIDTH / 2; x < OG_WIDTH; x += 1) if (white(x, y)) right = Math.max(right, x + 1);
        expect(right, `${route} at ${baseline}`).toBeLessThanOrEqual(OG_WIDTH - PAD_X);
        expect(right, `${route} at ${baseline}`).toBeGreaterThanOrEqual(OG_WIDTH - PAD_X - 5);
      }
    }
  });

  it("put the logo, unmirrored, at the top right, the label's pill against the right margin", () => {
    const svg = cardSvg(cardOf('/ar/about'), engines, LOGO);
    const english = cardSvg(cardOf('/about'), engines, LOGO);
    const logoX = Number(/<svg x="([\d.]+)" y="60"/.exec(svg)![1]);
    expect(logoX).toBeGreaterThan(OG_WIDTH / 2);
    // The same logo: only its place differs.
    const logoOf = (card: string) => /<svg x="[\d.]+" y="60"[^>]*>([\s\S]*?)<\/svg>/.exec(card)![1];
    expect(logoOf(svg)).toBe(logoOf(english));
    const pill = /<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)" height="44"/.exec(svg)!;
    expect(Number(pill[1]) + Number(pill[2])).toBeCloseTo(OG_WIDTH - PAD_X, 1);
  });

  it('mirror the shade over a post’s picture: dark on the right, where the Arabic text is', async () => {
    const brightness = async (route: string, left: number) => {
      const { data, info } = await sharp(await renderCard(cardOf(route), engines, LOGO))
        .extract({ left, top: 0, width: 200, height: OG_HEIGHT })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data.reduce((sum, value) => sum + value, 0) / (info.width * info.height);
    };
    expect(await brightness(`/ar${post}`, OG_WIDTH - 200)).toBeLessThan(await brightness(`/ar${post}`, 0));
    expect(await brightness(post, 0)).toBeLessThan(await brightness(post, OG_WIDTH - 200));
  });
});

describe('headProblems', () => {
  const meta = (image: string, alt: string) => `<meta property="og:image" content="${image}"/><meta property="og:image:alt" content="${alt}"/>`;

  it("accepts an Arabic page's head pointing at its Arabic card, with the card's Arabic alt", () => {
    const card = cardOf('/ar/about');
    expect(headProblems(meta(`${site.url}/og/ar/about.jpg`, card.alt), card)).toEqual([]);
  });

  it("reports an Arabic page that shares its English twin's card or describes it otherwise", () => {
    const card = cardOf('/ar/about');
    const problems = headProblems(meta(`${site.url}/og/about.jpg`, `${site.name} · About: ${card.title}`), card);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('/og/ar/about.jpg');
  });
});
