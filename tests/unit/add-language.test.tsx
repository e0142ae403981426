/**
 * Adding a language costs its entry in content/languages.ts and its texts, nothing else: a throwaway
 * language "xx" is added here the way docs/editing.md says (an entry in the list, its texts in
 * lib/content/translations.ts), with texts made from the English ones (letters' case swapped, blanks and tags
 * kept: `pseudoTexts`). Its routes, its pages (rendered by the one page file of every other language),
 * its alternates and its language switch come out without any other change; the content check names
 * every text it lacks.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { AnyObject, Schema } from 'yup';
import { inShell } from './in-shell';

const { XX, swapped } = vi.hoisted(() => ({
  XX: { code: 'xx', name: 'Xxish', short: 'XX', direction: 'ltr', script: 'Latin', dates: 'fr-FR', openGraph: 'xx_XX', fonts: [] } as const,
  /** "Go to slide {{index}}<br>" → "gO TO SLIDE {{index}}<br>": every letter outside blanks and tags, other case. */
  swapped: (text: string) =>
    text
      .split(/({{\w+}}|<[^>]*>)/)
      .map((part, index) => (index % 2 ? part : [...part].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')))
      .join(''),
}));

vi.mock('@/content/languages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/content/languages')>();
  return { languages: [...actual.languages, XX] };
});

vi.mock('@/lib/content/translations', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/translations')>();
  const { contentEntries } = await import('@/lib/content/registry');
  const { hasText, listKey } = await import('@/lib/content/translate');
  type Node = { type: string; fields?: Record<string, Node>; innerType?: Node; resolve?(o: { value: unknown }): Node };
  /** The texts of a value in the throwaway language, shaped as lib/content/translate.ts reads them. */
  const textsOf = (schema: Node, value: unknown): unknown => {
    const node = schema.type === 'lazy' && schema.resolve ? schema.resolve({ value }) : schema;
    if (typeof value === 'string') return swapped(value);
    if (Array.isArray(value)) {
      const item = node.innerType!;
      const key = listKey(node as unknown as Schema);
      if (!key) return value.map((entry) => textsOf(item, entry));
      return Object.fromEntries(
        value.filter((entry) => hasText(item as unknown as Schema, entry)).map((entry) => [String((entry as AnyObject)[key]), textsOf(item, entry)]),
      );
    }
    const record = value as AnyObject;
    return Object.fromEntries(
      Object.keys(record)
        .filter((field) => node.fields?.[field] && hasText(node.fields[field] as unknown as Schema, record[field]))
        .map((field) => [field, textsOf(node.fields![field]!, record[field])]),
    );
  };
  const modules: Record<string, Record<string, unknown>> = {};
  for (const entry of contentEntries()) {
    const name = entry.file;
    const items: [string, unknown][] =
      entry.kind === 'one'
        ? []
        : entry.kind === 'list'
          ? (entry.value as AnyObject[]).map((item) => [String(item[entry.key ?? 'slug']), item])
          : Object.entries(entry.value as AnyObject);
    const texts =
      entry.kind === 'one'
        ? textsOf(entry.schema as unknown as Node, entry.value)
        : Object.fromEntries(
            items.filter(([, item]) => hasText(entry.schema, item)).map(([key, item]) => [key, textsOf(entry.schema as unknown as Node, item)]),
          );
    (modules[name] ??= {})[entry.name] = texts;
  }
  return { translations: { ...actual.translations, xx: modules } };
});

const { routesIn } = await import('@/lib/build/site-routes');
const { locales } = await import('@/lib/i18n');
/** The site's own languages, without the throwaway one. */
const realLanguages = (await vi.importActual<typeof import('@/content/languages')>('@/content/languages')).languages;
const realLocales: string[] = realLanguages.map((language) => language.code);
const { siteContent } = await import('@/lib/pages/content');
const { translatedContent, contentEntries } = await import('@/lib/content/registry');
const { translations } = await import('@/lib/content/translations');
/** The throwaway language's texts, which the mock added (the list's types know only the real languages). */
const xxTexts = (translations as unknown as Record<string, unknown>).xx;
const { formatIssue } = await import('@/lib/content/schema');
const { LanguageSwitch } = await import('@/components/layout/LanguageSwitch');
const LanguagePage = await import('@/pages/[language]/[[...page]]');

/** A text as the check quotes it: cut at 60 characters. */
const quoted = (text: string) => (JSON.stringify(text).length > 60 ? `${JSON.stringify(text).slice(0, 57)}…"` : JSON.stringify(text));

describe('a language added as the guide says', () => {
  it('is one of the languages, and its content check passes with all its texts', () => {
    // The site's languages, then the one added last.
    expect(locales.at(-1)).toBe('xx');
    expect(locales.slice(0, -1)).toEqual(realLocales);
    expect(translatedContent('xx', xxTexts as never).issues).toEqual([]);
  });

  it('has every route of the site at its prefix, built by the one page file of the other languages', async () => {
    const routes = routesIn('xx' as never);
    expect(routes).toEqual(routesIn('en').map((route) => (route === '/' ? '/xx' : `/xx${route}`)));
    const { paths } = await LanguagePage.getStaticPaths();
    const built = paths.filter((path) => path.params.language === 'xx').map((path) => `/xx${path.params.page.length ? `/${path.params.page.join('/')}` : ''}`);
    expect(built.toSorted()).toEqual([...routes, '/xx/thank-you', '/xx/404'].toSorted());
  });

  it('renders each page with its own texts, links in its language, and its hreflang among the alternates', async () => {
    const content = siteContent('xx' as never);
    const english = siteContent('en');
    expect(content.pages.about.intro.heading).toBe(swapped(english.pages.about.intro.heading));
    for (const route of routesIn('xx' as never)) {
      const page = route.split('/').slice(2);
      const result = await LanguagePage.getStaticProps({ params: { language: 'xx', page } });
      const props = result.props as unknown as { pageRoute: string; shell: Parameters<typeof inShell>[1]; seo: unknown };
      const html = renderToStaticMarkup(inShell(<LanguagePage.default {...props} />, props.shell));
      expect(html, route).not.toContain('href="/about"');
      const alternates = [...JSON.stringify(props.seo).matchAll(/"hrefLang":"([\w-]+)"/gi)].map((match) => match[1]);
      expect(alternates, route).toEqual([...realLocales, 'xx', 'x-default']);
    }
    const about = await LanguagePage.getStaticProps({ params: { language: 'xx', page: ['about'] } });
    const props = about.props as unknown as { shell: Parameters<typeof inShell>[1] };
    expect(renderToStaticMarkup(inShell(<LanguagePage.default {...(about.props as { pageRoute: string })} />, props.shell))).toContain(
      content.pages.about.intro.heading,
    );
  });

  it('is offered by the language switch, named in its own words, next to the others', () => {
    const html = renderToStaticMarkup(<LanguageSwitch currentPath="/xx/about" />);
    expect(html).toBe(
      realLanguages
        .map(({ code, name }) => `<a href="${code === realLocales[0] ? '' : `/${code}`}/about" lang="${code}" hrefLang="${code}">${name}</a>`)
        .join(''),
    );
    expect(renderToStaticMarkup(<LanguageSwitch currentPath="/about" />)).toContain('<a href="/xx/about" lang="xx" hrefLang="xx">Xxish</a>');
  });

  it('has every text it lacks named by the content check, file › item › field', () => {
    const texts = structuredClone(xxTexts) as unknown as Record<string, Record<string, AnyObject>>;
    const [post] = siteContent('en').blogs;
    delete texts['content/blogs.ts']!.blogs![post!.slug].title;
    delete texts['content/company.ts']!.contactBand;
    const issues = translatedContent('xx', texts as never, contentEntries()).issues.map(formatIssue);
    expect(issues).toEqual([
      `content/xx/blogs.ts › ${post!.slug} › title: is missing: content/blogs.ts has ${quoted(post!.title)}`,
      'content/xx/company.ts › contactBand › (whole export): is missing: export the texts of content/company.ts › contactBand',
    ]);
  });
});
