/**
 * The content registry: the one list of the content modules (content/<name>.ts), each export with the
 * schema it must pass (lib/content/schema.ts) and how its items are named. Everything else is derived
 * from it: the content check's list (`contentEntries`), each language's modules (content/<code>/<name>.ts,
 * loaded by lib/content/translations.ts), the type of a language's content (`SiteContent`), the type of
 * a language's text files (`TextsFor`, lib/content/texts.ts) and the pages' loader (lib/pages/content.ts).
 *
 * A new collection: its module in content/, its texts in each language's folder, and one line here
 * (docs/editing.md, "Add a collection").
 */
import * as blogs from '../../content/blogs';
import * as careers from '../../content/careers';
import * as caseStudies from '../../content/case-studies';
import * as clients from '../../content/clients';
import * as company from '../../content/company';
import * as contact from '../../content/contact';
import * as credentials from '../../content/credentials';
import * as home from '../../content/home';
import * as industries from '../../content/industries';
import * as legalNotice from '../../content/legal-notice';
import * as media from '../../content/media';
import * as navigation from '../../content/navigation';
import * as pages from '../../content/pages';
import * as policies from '../../content/policies';
import * as positions from '../../content/positions';
import * as services from '../../content/services';
import * as site from '../../content/site';
import * as solutions from '../../content/solutions';
import * as team from '../../content/team';
import * as ui from '../../content/ui';
import { languages } from '../../content/languages';
import { schemas, type ContentEntry, type ContentIssue, type Model } from './schema';
import { itemKeyIssues, type ItemKeys } from './item-keys';
import { translateEntry, type SourceEntry } from './translate';
import type { ISchema, AnyObject } from 'yup';

type AnySchema = ISchema<unknown, AnyObject>;

/** An export that is one item (a page's copy, the settings). */
export interface OneEntry<S extends AnySchema = AnySchema> {
  readonly kind: 'one';
  readonly value: unknown;
  readonly schema: S;
}
/** A list; `key` names its items (another language's texts are keyed by it), and no two items share it or a `unique` field. */
export interface ListEntry<V = unknown, S extends AnySchema = AnySchema, K extends string = string> {
  readonly kind: 'list';
  readonly value: V;
  readonly schema: S;
  readonly key?: K;
  readonly unique: readonly string[];
}
/** An object of items by key (the media registry). */
export interface RecordEntry<V = unknown, S extends AnySchema = AnySchema> {
  readonly kind: 'record';
  readonly value: V;
  readonly schema: S;
}
/** An export computed from other content (not written by editors): loaded, never checked on its own. */
export interface DerivedEntry<V = unknown> {
  readonly kind: 'derived';
  readonly value: V;
}
export type RegistryEntry = OneEntry | ListEntry | RecordEntry | DerivedEntry;

const one = <S extends AnySchema>(value: unknown, schema: S): OneEntry<S> => ({ kind: 'one', value, schema });
const list = <V extends readonly unknown[], S extends AnySchema, K extends string = never>(
  value: V,
  schema: S,
  key?: K,
  unique: readonly string[] = [],
): ListEntry<V, S, K> => ({ kind: 'list', value, schema, key, unique: key ? [key, ...unique] : unique });
const record = <V extends object, S extends AnySchema>(value: V, schema: S): RecordEntry<V, S> => ({ kind: 'record', value, schema });
const derived = <V>(value: V): DerivedEntry<V> => ({ kind: 'derived', value });

/** Every content module by its name (content/<name>.ts), with its exports: the one list. */
export const registry = {
  solutions: { module: solutions, exports: { solutions: list(solutions.solutions, schemas.solution, 'slug', ['title']) } },
  services: { module: services, exports: { services: list(services.services, schemas.service, 'slug', ['title']) } },
  industries: {
    module: industries,
    exports: {
      industries: list(industries.industries, schemas.industry, 'slug', ['title']),
      industryPresence: one(industries.industryPresence, schemas.sectionHeading),
    },
  },
  clients: {
    module: clients,
    exports: {
      clients: list(clients.clients, schemas.client, 'slug', ['label']),
      clientsDirectoryCopy: one(clients.clientsDirectoryCopy, schemas.clientsDirectoryCopy),
    },
  },
  blogs: { module: blogs, exports: { blogs: list(blogs.blogs, schemas.blogPost, 'slug', ['title']) } },
  'case-studies': { module: caseStudies, exports: { caseStudies: list(caseStudies.caseStudies, schemas.caseStudy, 'slug', ['client']) } },
  policies: { module: policies, exports: { policies: list(policies.policies, schemas.policy, 'slug') } },
  'legal-notice': {
    module: legalNotice,
    exports: {
      legalEntities: list(legalNotice.legalEntities, schemas.legalEntity, 'id', ['name']),
      legalNotice: one(legalNotice.legalNotice, schemas.legalNotice),
    },
  },
  pages: { module: pages, exports: { pages: one(pages.pages, schemas.pages) } },
  home: {
    module: home,
    exports: { slides: list(home.slides, schemas.slide, 'image'), homeSections: one(home.homeSections, schemas.homeSections) },
  },
  team: { module: team, exports: { team: list(team.team, schemas.teamMember, 'id', ['name']) } },
  company: {
    module: company,
    exports: {
      stats: list(company.stats, schemas.stat, 'id'),
      markets: list(company.markets, schemas.marketFlag, 'icon'),
      timeline: list(company.timeline, schemas.timelineItem, 'year'),
      whyChoose: list(company.whyChoose, schemas.whyChooseItem, 'image'),
      story: one(company.story, schemas.companyStory),
      contactBand: one(company.contactBand, schemas.contactBand),
    },
  },
  careers: {
    module: careers,
    exports: {
      careerBenefits: list(careers.careerBenefits, schemas.careerItem, 'image'),
      deliveryModel: one(careers.deliveryModel, schemas.imageSection),
      hiringProcess: one(careers.hiringProcess, schemas.hiringProcess),
      careerCta: one(careers.careerCta, schemas.careerCta),
    },
  },
  positions: { module: positions, exports: { positions: list(positions.positions, schemas.position, 'slug', ['title']) } },
  credentials: {
    module: credentials,
    exports: {
      credentials: list(credentials.credentials, schemas.credential, 'id', ['title']),
      credentialsPage: one(credentials.credentialsPage, schemas.credentialsPage),
    },
  },
  contact: {
    module: contact,
    exports: { contactCard: one(contact.contactCard, schemas.contactCard), contactFormCopy: one(contact.contactFormCopy, schemas.contactFormCopy) },
  },
  navigation: { module: navigation, exports: { menuCopy: one(navigation.menuCopy, schemas.menuCopy) } },
  ui: { module: ui, exports: { ui: one(ui.ui, schemas.ui) } },
  site: {
    module: site,
    exports: {
      contact: one(site.contact, schemas.contactDetails),
      site: one(site.site, schemas.site),
      offices: list(site.offices, schemas.office, 'id', ['city', 'index']),
      socialLinks: list(site.socialLinks, schemas.socialLink, 'name'),
      brandImages: one(site.brandImages, schemas.brandImages),
      visibleSocialLinks: derived(site.visibleSocialLinks),
    },
  },
  media: {
    module: media,
    exports: {
      images: record(media.images, schemas.imageAsset),
      videos: record(media.videos, schemas.videoAsset),
      icons: record(media.icons, schemas.iconPath),
    },
  },
} as const;

export type Registry = typeof registry;
/** A content module's name: content/<name>.ts. */
export type ModuleName = keyof Registry;
/** The name of an export of any content module (no two modules export the same name). */
export type ExportName = { [M in ModuleName]: keyof Registry[M]['exports'] }[ModuleName];
/** The registry's entry of an export, by its name. */
export type EntryNamed<N extends ExportName> = {
  [M in ModuleName]: N extends keyof Registry[M]['exports'] ? Registry[M]['exports'][N] : never;
}[ModuleName];

/** A content module's file: `blogs` → `content/blogs.ts` (its texts in a language: `content/<code>/blogs.ts`). */
export const moduleFile = (name: string) => `content/${name}.ts`;

/** The content modules by file ("content/blogs.ts"), as loaded: the completeness test walks their exports. */
export const contentModules: Readonly<Record<string, Readonly<Record<string, unknown>>>> = Object.fromEntries(
  Object.entries(registry).map(([name, entry]) => [moduleFile(name), entry.module]),
);

/** Every export of content/ that editors write, with its shape: what the content check checks. */
export function contentEntries(): ContentEntry[] {
  return Object.entries(registry).flatMap(([name, { exports }]) =>
    Object.entries(exports as Readonly<Record<string, RegistryEntry>>).flatMap(([exportName, entry]): ContentEntry[] =>
      entry.kind === 'derived'
        ? []
        : [
            {
              file: moduleFile(name),
              name: exportName,
              value: entry.value,
              kind: entry.kind,
              schema: entry.schema as ContentEntry['schema'],
              ...(entry.kind === 'list' ? { key: entry.key, unique: entry.unique } : {}),
            },
          ],
    ),
  );
}

/** The exports computed from other content, as `file › name` (not checked on their own). */
export const derivedExports: readonly string[] = Object.entries(registry).flatMap(([name, { exports }]) =>
  Object.entries(exports as Readonly<Record<string, RegistryEntry>>)
    .filter(([, entry]) => entry.kind === 'derived')
    .map(([exportName]) => `${moduleFile(name)} › ${exportName}`),
);

/** A language's texts: its module for each source module that has one, by the source module's file ("content/blogs.ts"). */
export type LanguageTexts = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/**
 * Every export of the source content in one language: the language's texts laid over it
 * (lib/content/translate.ts), by the source module's file; every text missing, extra, still in the source
 * language or over its limit, named by the language's file (content/<code>/<name>.ts); and the keys of the
 * items on which the language and the source disagree (`itemKeys`, worded in `issues` as this language's
 * own; lib/content/check.ts words them across the languages, where a change of the source is one line).
 */
export function translatedContent(
  code: string,
  texts: LanguageTexts,
  entries: readonly ContentEntry[] = contentEntries(),
): {
  readonly modules: Record<string, Record<string, unknown>>;
  readonly issues: ContentIssue[];
  readonly textIssues: ContentIssue[];
  readonly itemKeys: ItemKeys[];
} {
  const language = languages.find((entry) => entry.code === code);
  if (!language) throw new Error(`"${code}" is not a language of content/languages.ts`);
  const modules: Record<string, Record<string, unknown>> = {};
  const textIssues: ContentIssue[] = [];
  const itemKeys: ItemKeys[] = [];
  for (const entry of entries) {
    const file = entry.file.replace(/^content\//, `content/${code}/`);
    const result = translateEntry(entry as SourceEntry, texts[entry.file], file, language);
    (modules[entry.file] ??= {})[entry.name] = result.value;
    textIssues.push(...result.issues);
    if (result.itemKeys) itemKeys.push(result.itemKeys);
  }
  return { modules, issues: [...itemKeyIssues([itemKeys]), ...textIssues], textIssues, itemKeys };
}

// ── The types derived from the registry ─────────────────────────────────────────────────────────

/** The item type of a list's value. */
export type Item<V> = V extends readonly (infer I)[] ? I : never;
/** A list's items as the schema types them, with the key `slug` narrowed to the source's slugs (so links to them typecheck). */
type ListContent<V, S extends AnySchema, K> = 'slug' extends K
  ? readonly (Omit<Model<S>, 'slug'> & { readonly slug: Item<V> extends { readonly slug: infer Slug } ? Slug : string })[]
  : readonly Model<S>[];

/** The content of an export in a language, as the pages read it. */
export type ContentOf<E> =
  E extends ListEntry<infer V, infer S, infer K>
    ? ListContent<V, S, K>
    : E extends RecordEntry<infer V, infer S>
      ? Readonly<Record<keyof V, Model<S>>>
      : E extends OneEntry<infer S>
        ? Model<S>
        : E extends DerivedEntry<infer V>
          ? V
          : never;

/** Everything the site says in one language: every export of the registry, by its name, and the language. */
export type RegistryContent = { readonly [N in ExportName]: ContentOf<EntryNamed<N>> };
