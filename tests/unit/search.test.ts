import { describe, expect, it } from 'vitest';
import { indexedText, withSearchMarks } from '@/lib/build/search-index';
import { decodeEntities, excerptParts, resultPath } from '@/lib/search';

describe('a Pagefind excerpt as the dialog shows it', () => {
  it('is text and marked runs, in order', () => {
    expect(excerptParts('moves HR and <mark>payroll</mark> to Oracle <mark>Cloud</mark> HCM')).toEqual([
      { text: 'moves HR and ', marked: false },
      { text: 'payroll', marked: true },
      { text: ' to Oracle ', marked: false },
      { text: 'Cloud', marked: true },
      { text: ' HCM', marked: false },
    ]);
  });

  it("shows the page's text as text: its encoded markup stays characters, never elements", () => {
    const parts = excerptParts('a &lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>R&amp;D</mark> &quot;x&quot; &#39;y&#39;');
    expect(parts).toEqual([
      { text: 'a <script>alert(1)</script> & ', marked: false },
      { text: 'R&D', marked: true },
      { text: ' "x" \'y\'', marked: false },
    ]);
  });

  it('joins what a mark left empty and ignores a stray closing tag', () => {
    expect(excerptParts('<mark></mark>one </mark>two')).toEqual([{ text: 'one two', marked: false }]);
  });

  it('decodes numeric references and leaves unknown ones as written', () => {
    expect(decodeEntities('&#x2019;&#8217;&nbsp;&bogus;&#0;')).toBe('\u2019\u2019\u00A0&bogus;&#0;');
  });
});

describe("a result's address", () => {
  it("is the page's clean path, with its fragment", () => {
    expect(resultPath('/ar/services/training')).toBe('/ar/services/training');
    expect(resultPath('/about.html')).toBe('/about');
    expect(resultPath('/fr/index.html')).toBe('/fr');
    expect(resultPath('/index.html')).toBe('/');
    expect(resultPath('/blog/able.html#gallery')).toBe('/blog/able#gallery');
  });
});

describe('a page as the index reads it', () => {
  const page =
    '<html lang="ar"><body><header>menu</header><main id="main" tabindex="-1"><h1>\u2066Oracle\u2060 HCM\u2069 على\u00A0Cedar</h1></main></body></html>';

  it('has its <main> marked as the body, with its kind as a filter', () => {
    expect(withSearchMarks(page, 'case-study')).toContain('<main id="main" data-pagefind-body="" data-pagefind-filter="kind:case-study" tabindex="-1">');
  });

  it('refuses a page without exactly one <main id="main">', () => {
    expect(() => withSearchMarks('<main>x</main>', 'page')).toThrow(/exactly one/);
    expect(() => withSearchMarks('<main id="main"></main><main id="main"></main>', 'page')).toThrow(/exactly one/);
  });

  it('keeps the words of right-to-left pages whole: no isolates or joiners stuck to them, plain spaces', () => {
    expect(indexedText(page)).toContain('<h1>Oracle HCM على Cedar</h1>');
  });
});
