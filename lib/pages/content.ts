/**
 * Everything the pages say, in one language: the bundle a page's getStaticProps reads, so the same page
 * code builds every language's page. The source language (the first of content/languages.ts) is the
 * content/*.ts modules as they are; another language is the same modules with its texts laid over them
 * (lib/content/translations.ts, lib/content/translate.ts): structure once, texts per language.
 */
import { contentModules, moduleFile, registry, translatedContent, type RegistryContent } from '@/lib/content/registry';
import { formatIssue } from '@/lib/content/schema';
import { translations } from '@/lib/content/translations';
import { defaultLocale, type Locale } from '../i18n';

/** One language's content: every export of the registry (lib/content/registry.ts) by its name, and the language. */
export interface SiteContent extends RegistryContent {
  readonly locale: Locale;
}

type Modules = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The content modules in a language: the source's, with the language's texts over their exports. */
function modulesIn(locale: Locale): Modules {
  if (locale === defaultLocale) return contentModules;
  const { modules, issues } = translatedContent(locale, translations[locale as keyof typeof translations]);
  // A published page never shows the source language for a missing text: the build stops, naming it
  // (the content check, first step of the build, names it first). The preview shows it in its banner.
  if (issues.length > 0 && process.env.NODE_ENV === 'production') throw new Error(`Content problems:\n${issues.map(formatIssue).join('\n')}`);
  return Object.fromEntries(Object.entries(contentModules).map(([file, module]) => [file, { ...module, ...modules[file] }]));
}

/** Every export of the registry, by name, from the modules in a language. */
function build(locale: Locale): SiteContent {
  const modules = modulesIn(locale);
  const exports = Object.entries(registry).flatMap(([name, entry]) =>
    Object.keys(entry.exports).map((exportName) => [exportName, modules[moduleFile(name)]![exportName]] as const),
  );
  return { locale, ...Object.fromEntries(exports) } as unknown as SiteContent;
}

const built = new Map<Locale, SiteContent>();

/** The content of one language, built once per build. */
export function siteContent(locale: Locale): SiteContent {
  let content = built.get(locale);
  if (!content) built.set(locale, (content = build(locale)));
  return content;
}
