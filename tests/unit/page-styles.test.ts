// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classCandidates, purgeCss, selectorRequires } from '@/lib/build/css-purge';
import { cssBudgetProblems, htmlClasses, kindName, kindSheets, stylesheetLinks, withAbsoluteUrls, withKindSheet } from '@/lib/build/page-styles';
import { pageKind } from '@/lib/build/site-routes';

const purge = (css: string, classes: string[], lang = 'en', alsoRead = '') => purgeCss(css, { classes: new Set(classes), lang, alsoRead });

describe('the site stylesheet cut for a kind of page', () => {
  it('keeps the rules whose classes the pages have, in their order, and drops the others', () => {
    const css = '.a{color:red}.b{color:blue}.a.b{margin:0}.a .c{padding:0}p{margin:0}';
    expect(purge(css, ['a'])).toBe('.a{color:red}p{margin:0}');
    expect(purge(css, ['a', 'b'])).toBe('.a{color:red}.b{color:blue}.a.b{margin:0}p{margin:0}');
  });

  it('keeps a selector list when one of its selectors can match; reads escaped names; asks nothing of :not(), :is() or attributes', () => {
    expect(purge('.x,.a{color:red}', ['a'])).toBe('.x,.a{color:red}');
    expect(purge('.md\\:flex{display:flex}.w-1\\/2{width:50%}', ['md:flex', 'w-1/2'])).toBe('.md\\:flex{display:flex}.w-1\\/2{width:50%}');
    expect(purge('.\\[\\&_h2\\]\\:text-white h2{color:#fff}', ['[&_h2]:text-white'])).toBe('.\\[\\&_h2\\]\\:text-white h2{color:#fff}');
    expect(purge('.a:not(.b){color:red}.a:is(.c,.d){margin:0}[data-x=".e"]{padding:0}', ['a'])).toBe(
      '.a:not(.b){color:red}.a:is(.c,.d){margin:0}[data-x=".e"]{padding:0}',
    );
    expect(selectorRequires('html:lang(ar) .latin-word:hover').classes).toEqual(['latin-word']);
  });

  it('looks inside layers and media queries; drops an emptied media query but keeps an emptied layer (it holds the order)', () => {
    const css = '@layer theme,utilities;@layer utilities{.a{color:red}@media (min-width:40rem){.b{color:blue}}}@media print{.c{display:none}}';
    expect(purge(css, ['a'])).toBe('@layer theme,utilities;@layer utilities{.a{color:red}}');
    expect(purge(css, [])).toBe('@layer theme,utilities;@layer utilities{}');
  });

  it('keeps a :lang() rule for its language only', () => {
    const css = 'html:lang(ar) body{line-height:1.8}.a{color:red}';
    expect(purge(css, ['a'], 'en')).toBe('.a{color:red}');
    expect(purge(css, ['a'], 'ar')).toBe(css);
  });

  it('drops Tailwind properties, theme variables and keyframes that nothing left reads', () => {
    const css =
      '@layer theme{:root,:host{--color-a:red;--color-b:blue;--color-c:green}}@property --tw-x{syntax:"*";inherits:false}@property --tw-y{syntax:"*";inherits:false}' +
      '.a{--tw-x:1;color:var(--color-a);translate:var(--tw-x)}.b{--tw-y:2;animation:spin 1s}@keyframes spin{to{rotate:1turn}}@keyframes ping{to{scale:2}}';
    expect(purge(css, ['a'], 'en', '.f{color:var(--color-c)}')).toBe(
      '@layer theme{:root,:host{--color-a:red;--color-c:green}}@property --tw-x{syntax:"*";inherits:false}.a{--tw-x:1;color:var(--color-a);translate:var(--tw-x)}',
    );
  });

  it('counts as a class every word a browser module may write', () => {
    expect(classCandidates("el.className = 'absolute inset-0';\nclass=\"`a ${b ? 'border-red-700' : 'c'}`\"")).toEqual(
      expect.arrayContaining(['absolute', 'inset-0', 'border-red-700', 'c']),
    );
  });

  it('gives every kind of page in a language one sheet, with the classes of all its pages', () => {
    const page = (route: string, lang: string, classes: string) => ({
      route,
      lang,
      html: `<html lang="${lang}"><head><link rel="stylesheet" href="/_next/static/x.css"/></head><body class="${classes}"></body></html>`,
    });
    const sheets = kindSheets(
      [page('/blog/a', 'en', 'a'), page('/blog/b', 'en', 'b'), page('/ar/blog/a', 'ar', 'a'), page('/blog', 'en', 'c')],
      '.a{color:red}.b{color:blue}.c{margin:0}.d{padding:0}',
      ["el.classList.add('d')"],
      () => '',
    );
    expect(sheets.map((sheet) => [sheet.href.replace(/-\w+\.css$/, ''), sheet.routes, sheet.css])).toEqual([
      ['/_m/site-blog-item', ['/blog/a', '/blog/b'], '.a{color:red}.b{color:blue}.d{padding:0}'],
      ['/_m/site-blog-item', ['/ar/blog/a'], '.a{color:red}.d{padding:0}'],
      ['/_m/site-blog', ['/blog'], '.c{margin:0}.d{padding:0}'],
    ]);
  });
});

describe('feature sheets of a kind of page', () => {
  const page = (route: string, features: readonly string[]) => ({
    route,
    lang: 'en',
    html: `<head>${features.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('')}<link rel="preload" href="/_next/static/s.css" as="style"/><link rel="stylesheet" href="/_next/static/s.css" data-n-g=""/></head><body class="a"></body>`,
  });
  const feature = (href: string) => `.${href.slice(4, -4)}{color:red}`;

  it('are written at the head of its cut when every page of the kind links them, in their order', () => {
    const [sheet] = kindSheets([page('/blog/a', ['/_m/g.css', '/_m/p.css']), page('/blog/b', ['/_m/g.css', '/_m/p.css'])], '.a{margin:0}', [], feature);
    expect(sheet!.folded).toEqual(['/_m/g.css', '/_m/p.css']);
    expect(sheet!.css).toBe('.g{color:red}\n.p{color:red}\n.a{margin:0}');
    const html = withKindSheet(page('/blog/a', ['/_m/g.css', '/_m/p.css']).html, '/_next/static/s.css', sheet!);
    expect(stylesheetLinks(html)).toEqual([sheet!.href]);
    expect(html).toContain(`<link rel="preload" href="${sheet!.href}" as="style"/>`);
  });

  it('stay sheets of their own when some pages of the kind lack them', () => {
    const [sheet] = kindSheets([page('/blog/a', ['/_m/g.css']), page('/blog/b', [])], '.a{margin:0}', [], feature);
    expect(sheet!.folded).toEqual([]);
    expect(stylesheetLinks(withKindSheet(page('/blog/a', ['/_m/g.css']).html, '/_next/static/s.css', sheet!))).toEqual(['/_m/g.css', sheet!.href]);
  });
});

describe('page kinds and links', () => {
  it('name a kind after its page file, in every language', () => {
    expect([pageKind('/'), pageKind('/ar'), pageKind('/about'), pageKind('/fr/blog/able'), pageKind('/blog')].map(kindName)).toEqual([
      'home',
      'home',
      'about',
      'blog-item',
      'blog',
    ]);
  });

  it('read the stylesheets and classes of a page', () => {
    const html =
      '<link rel="preload" href="/x.css" as="style"/><link rel="stylesheet" href="/_m/a.css"/><link rel="stylesheet" href="/x.css" data-n-g=""/><p class="a  b [&amp;_li]:c [content:&#x27;x&#x27;]"></p>';
    expect(stylesheetLinks(html)).toEqual(['/_m/a.css', '/x.css']);
    expect(htmlClasses(html)).toEqual(['a', 'b', '[&_li]:c', "[content:'x']"]);
  });
});

describe('the CSS budget', () => {
  it('names the page over it and each of its sheets with its size', () => {
    const sheets = [
      { href: '/_m/site-home-1.css', size: 10 * 1024 },
      { href: '/_m/phone-2.css', size: 3 * 1024 },
    ];
    expect(
      cssBudgetProblems([
        { route: '/', sheets },
        { route: '/about', sheets: sheets.slice(0, 1) },
      ]),
    ).toEqual(['/: 13.0 KB of CSS (gzip) is over its 12.0 KB budget: /_m/site-home-1.css 10.0 KB + /_m/phone-2.css 3.0 KB']);
  });
});

describe('a sheet moved to another folder', () => {
  it('keeps its relative addresses pointing where they did', () => {
    const css =
      '@font-face{src:url(../media/a.woff2)format("woff2")}.b{background:url("x.svg")}.c{background:url(data:image/png;base64,AA)}.d{mask:url(/m.svg)}';
    expect(withAbsoluteUrls(css, '/_next/static/chunks/site.css')).toBe(
      '@font-face{src:url(/_next/static/media/a.woff2)format("woff2")}.b{background:url("/_next/static/chunks/x.svg")}.c{background:url(data:image/png;base64,AA)}.d{mask:url(/m.svg)}',
    );
  });
});
