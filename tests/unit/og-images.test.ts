import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ELLIPSIS } from '@/lib/pages/og';
import { ogCards } from '@/lib/build/og-cards';
import { blogPostPath, paths } from '@/lib/routes';
import { cardSvg, cardTitle, loadTextEngine, logoSvg, MAX_BYTES, renderCard, TITLE, type TextEngine } from '@/scripts/og-images';

const LOGO = readFileSync('public/images/brand/logo-white.svg', 'utf8');
let engine: TextEngine;

beforeAll(async () => {
  engine = await loadTextEngine();
});

describe('share card titles, measured with the site font', () => {
  it('fit every page title in at most three lines inside the card', () => {
    for (const card of ogCards()) {
      const title = cardTitle(card.title, engine);
      expect(title.lines.length, card.route).toBeLessThanOrEqual(TITLE.maxLines);
      for (const line of title.lines) expect(engine.measure(line, title.size, TITLE.weight), `${card.route}: ${line}`).toBeLessThanOrEqual(TITLE.maxWidth);
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

describe('share card images', () => {
  it('draw all text, the logo included, as outlines: no <text> left for the machine fonts', () => {
    expect(LOGO).toContain('<text');
    const logo = logoSvg(LOGO, engine, 80, 60, 60);
    expect(logo.svg).not.toContain('<text');
    expect(logo.svg).toContain('<path');
    expect(logo.width).toBe(225);
    const svg = cardSvg({ title: 'Privacy Policy', section: 'Policies' }, engine, LOGO);
    expect(svg).not.toContain('<text');
  });

  it('are 1200×630 JPEGs under the size limit, the same bytes every time', async () => {
    const cards = ogCards();
    for (const route of [paths.home, blogPostPath('able')]) {
      const card = cards.find((candidate) => candidate.route === route)!;
      const jpeg = await renderCard(card, engine, LOGO);
      const metadata = await sharp(jpeg).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
      expect(jpeg.length).toBeLessThanOrEqual(MAX_BYTES);
      expect((await renderCard(card, engine, LOGO)).equals(jpeg)).toBe(true);
    }
  });
});
