// @vitest-environment jsdom
/**
 * The feature sheets leave out the rules of the options the site does not use (lib/build/feature-sheets.ts).
 * Switch one on and its classes appear in the gallery's HTML: these tests then fail until the rules
 * are let back in.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MediaGallery from '@/components/blog/MediaGallery';
import { blogs } from '@/content/blogs';
import { ui } from '@/content/ui';
import { LIBRARY_RULES_LEFT_OFF } from '@/lib/build/feature-sheets';
import { withoutSelectors } from '@/lib/build/css-purge';
import { mediaOf } from '@/lib/pages/media';

const galleryRules = LIBRARY_RULES_LEFT_OFF.find((rule) => rule.file.test('node_modules/react-image-gallery/styles/image-gallery.css'))!;

describe('feature sheets', () => {
  it('leave out no rule of the gallery the site draws', () => {
    const post = blogs.find((candidate) => candidate.images.length >= 2)!;
    const root = document.createElement('div');
    root.innerHTML = renderToString(<MediaGallery items={post.images.map(mediaOf('en').mediaAsset)} label={post.title} words={ui.gallery} />);
    const classes = [...new Set([...root.querySelectorAll('[class]')].flatMap((element) => [...element.classList]))];
    expect(classes.length).toBeGreaterThan(10);
    expect(classes.filter((name) => galleryRules.selectors.test(`.${name}`))).toEqual([]);
  });

  it('drop a left-off selector from its rule, and a rule or media query left empty', () => {
    const css = '/* x */ .a, .bullet { color: red } .bullet:focus { color: blue } @media (min-width: 1px) { .bullet { margin: 0 } } .c { margin: 0 }';
    expect(withoutSelectors(css, /\.bullet\b/).replace(/\s+/g, ' ')).toBe('.a{ color: red } .c{ margin: 0 }');
  });
});
