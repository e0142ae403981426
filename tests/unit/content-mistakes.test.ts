// @vitest-environment node
/**
 * One mistake, one line: each mistake a staff member made in the content trial (issue 36), and the others an
 * editor makes, in the English, Arabic and French files, the pictures and the videos, made on a copy of the
 * content, gives exactly one friendly line naming the file, the item and the field (or the file and line, or the
 * file), and nothing else. The items are taken from the content, so editors may change it; the copy is made once
 * (with a public/ of its own) and put back after each mistake; the check runs in this process
 * (tests/unit/content-copy.ts `checkContent`), as `npm run content:check` prints it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blogs as blogList } from '@/content/blogs';
import { caseStudies } from '@/content/case-studies';
import { clients } from '@/content/clients';
import * as slidesModule from '@/content/home';
import { languages } from '@/content/languages';
import { images, videos } from '@/content/media';
import { services as serviceList } from '@/content/services';
import { contact, offices as officeList, site } from '@/content/site';
import { team } from '@/content/team';
import { countryName } from '@/lib/countries';
import { LIMITS } from '@/lib/content/rules';
import { didYouMean } from '@/lib/content/nearest';
import { translations } from '@/lib/content/translations';
import type { BlogPost, Office, Service } from '@/lib/content/types';
import { checkContent, copyContent, guideMessageShapes, messageShape, repoRoot, type ContentCopy } from './content-copy';

/* eslint-disable @typescript-eslint/no-explicit-any -- the languages' texts are read outside their types */

interface Mistake {
  readonly name: string;
  /** Makes the mistake on the copy; returns the changed file's text where the line names one of its lines. */
  readonly make: (copy: ContentCopy) => string | void;
  /** The one line the check prints, given the changed file. */
  readonly line: (changed: string) => string;
  /** Whether docs/editing.md shows a line of this shape (the guide shows one of each kind). */
  readonly shown?: true;
}

const guide = guideMessageShapes(readFileSync(join(repoRoot, 'docs/editing.md'), 'utf8'), messageShape);
const failure = (line: string) => `Content check failed with 1 problem(s):\n  ${line}\n`;
const lineOf = (source: string, text: string) => source.slice(0, source.indexOf(text)).split('\n').length;
/** Replaces the first `from` (the text as written, or a pattern: `to` may then use its groups, $1…) by `to`, and fails when the file does not hold it. */
const swap = (from: string | RegExp, to: string) => (source: string) => {
  if (typeof from === 'string' ? !source.includes(from) : !from.test(source)) throw new Error(`${String(from)} is not in the file`);
  return typeof from === 'string' ? source.replace(from, () => to) : source.replace(from, to);
};
const quoted = (text: string) => JSON.stringify(text);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value as a source file writes it: in double quotes, or marked as a sample (`sample("…")`). */
const written = (value: string) => new RegExp(`(?:sample\\()?${escaped(quoted(value))}\\)?`);

/** The texts of one export of a language's file. */
const texts = (code: 'ar' | 'fr', file: string, name: string) => (translations[code] as any)[file][name];
const ar = (file: string, name: string) => texts('ar', file, name);
const fr = (file: string, name: string) => texts('fr', file, name);

// ── The items the mistakes are made on, from the content ──────────────────────────────────────────────

/** The content, typed as any item of its kind may be (every field of the kind, optional ones included). */
const blogs: readonly BlogPost[] = blogList;
const services: readonly Service[] = serviceList;
const offices: readonly Office[] = officeList;
const [first, second] = blogs as [BlogPost, BlogPost];
const dated = blogs.find((post) => /-0\d/.test(post.date))!;
/** A post whose date, written without quotes, is a subtraction (no part of it starts with 0). */
const undated = blogs.find((post) => /^\d{4}-[1-9]\d-[1-9]\d$/.test(post.date))!;
const withServices = blogs.find((post) => post.services?.length)!;
const gallery = blogs.find((post) => post.images.length >= 3 && !caseStudies.some((story) => story.slug === post.slug))!;
const story = caseStudies[0]!;
const storyPost = blogs.find((post) => post.slug === story.slug)!;
/** The post the announcement bar links to, and a post nothing links to and no story tells. */
const announced = blogs.find((post) => site.announcement.href === `/blog/${post.slug}`)!;
const quiet = blogs.find((post) => post !== announced && post.kind !== 'case-study' && !JSON.stringify(caseStudies).includes(`"${post.slug}"`))!;
const service = services[0]!;
const shared = services.find((item) => caseStudies.some((entry) => (entry.services as readonly string[]).includes(item.slug)))!;
const clientSlugs = clients.map((client) => client.slug);
const told = clients.find((client) => caseStudies.some((entry) => entry.client === client.slug))!;
const other = clients.find((client) => client !== told)!;
const office = offices.find((item) => item.email && item.postalCode && /^\d+$/.test(item.postalCode))!;
const firstOffice = offices[0]!;
const lastOffice = offices.at(-1)!;
const [slide] = slidesModule.slides;
const strong = /<strong>([^<]*)<\/strong>/.exec(slide.title)!;
const slideItem = (title: string) => `slides #1 "${title}"`;
const [photoKey, photo] = Object.entries(images).find(([, image]) => image.src.endsWith('.jpg') && image.alt !== '')!;
const [drawingKey, drawing] = Object.entries(images).find(([, image]) => image.src.endsWith('.svg'))!;
const [videoKey, video] = Object.entries(videos)[0]!;
const galleryKey = gallery.images[2]!;
const galleryImage = images[galleryKey as keyof typeof images];
const arHome = ar('content/home.ts', 'slides')[slide.image];
const frHome = fr('content/home.ts', 'slides')[slide.image];
const arPost = ar('content/blogs.ts', 'blogs')[first.slug];
const frPost = fr('content/blogs.ts', 'blogs')[first.slug];
const frOffice = fr('content/site.ts', 'offices')[firstOffice.id];
const frServices = fr('content/services.ts', 'services');
const arService = ar('content/services.ts', 'services')[service.slug];
const frUi = fr('content/ui.ts', 'ui');
const inLanguages = (file: string) => languages.slice(1).map((language) => `content/${language.code}/${file}`);
const sentence = (parts: readonly string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

const [person] = team;
const homeSections = slidesModule.homeSections;
const frSections = fr('content/home.ts', 'homeSections');
/** The section of the first service with benefits, its first benefit, and that benefit's French text. */
const benefits = service.left_right_section.benefits ? 'left_right_section.benefits' : 'right_left_section.benefits';
const benefit = (benefits.startsWith('left') ? service.left_right_section.benefits : service.right_left_section.benefits)![0]!;
const frBenefit = frServices[service.slug][benefits.split('.')[0]!].benefits[benefit.icon];
/** A language of Latin script whose folder is complete, which a new one copies; and a language with limits of its own. */
const latinModel = languages.slice(1).find((language) => language.script === 'Latin')!.code;
const limitedLanguage = languages.find((language) => 'limits' in language)!.code;
const limited = Object.keys((languages.find((language) => 'limits' in language) as { limits: object }).limits)[0]!;
const SPANISH = '  { code: "es", name: "Español", short: "ES", direction: "ltr", script: "Latin", dates: "es-ES", openGraph: "es_ES", fonts: [] },\n';
const NEW_POST = `  {
    slug: "beirut-open-day",
    title: "An open day in Beirut for Oracle Cloud users",
    text: "Key users of Oracle Cloud HCM and ERP met our consultants in Beirut for a day of demonstrations and questions.",
    date: "2026-05-09",
    kind: "event",
    keywords: ["oracle cloud open day"],
    images: [${quoted(first.images[0]!)}],
    content: ["Key users of Oracle Cloud met our consultants in Beirut."],
  },
`;
/** The ISO media box of a QuickTime movie: what a Mac's screen recording saved as .mp4 begins with. */
const QUICKTIME = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \u0000\u0000\u0002\u0000qt  ', 'latin1'), Buffer.alloc(64)]);
/** The one post's block removed from content/blogs.ts, from its "{" to its "},". */
const withoutPost = (slug: string) => (source: string) => {
  const at = source.indexOf(`    slug: ${quoted(slug)},`);
  const start = source.lastIndexOf('\n  {\n', at);
  const end = source.indexOf('\n  },\n', at);
  if (at < 0 || start < 0 || end < 0) throw new Error(`no post "${slug}" in content/blogs.ts`);
  return source.slice(0, start) + source.slice(end + '\n  },'.length);
};
/** An item's texts removed from a language's file, from its key (`start`) to its "},". */
const withoutBlock = (start: RegExp) => (source: string) => {
  const at = source.search(start);
  const end = source.indexOf('\n  },\n', at);
  if (at < 0 || end < 0) throw new Error(`${String(start)} is not in the file`);
  return source.slice(0, at) + source.slice(end + '\n  },\n'.length);
};
/** Where an item's texts start in a language's file: its key at the start of a line (`  able: {`, `  "blc-bank": {`). */
const itemKey = (key: string) => new RegExp(`^ {2}"?${escaped(key)}"?: \\{`, 'm');
/** The source without the field of a text that starts at index `at` (`summary: "…",`, on one line or two). */
const withoutField = (source: string, at: number) => {
  if (at < 0) throw new Error('the field is not in the file');
  return source.slice(0, source.lastIndexOf('\n', at) + 1) + source.slice(source.indexOf('",\n', at) + '",\n'.length);
};
/** "able" → "abel": a slug with its last two letters swapped, as a hurried hand types it. */
const misspelt = (slug: string) => `${slug.slice(0, -2)}${slug.at(-1)}${slug.at(-2)}`;
const capitalised = (src: string) => src.replace(/[^/]+$/, (name) => name[0]!.toUpperCase() + name.slice(1));
const folderOf = (src: string) => src.slice(0, src.lastIndexOf('/'));
const photoBytes = () => readFileSync(join(repoRoot, 'public', photo.src));
/** The other languages' files of a module, as a line names them after the first's. */
const otherLanguages = (file: string) => sentence(inLanguages(file).slice(1));
/** A text as the lines quote it: in double quotes, cut at 57 characters. */
const short = (value: string) => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…"` : text;
};

/** A JPEG of the content's, padded to `bytes` (a camera's original weighs megabytes; decoders stop at its end). */
const heavyJpeg = (bytes: number) => {
  const jpeg = readFileSync(join(repoRoot, 'public', photo.src));
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
};
const WEB_PAGE = '<!DOCTYPE html>\n<html><head><title>Download</title></head><body>Sign in to download this file</body></html>\n';
const mb = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);
const ORIGINAL = 27 * 1024 * 1024 + 123_456;

const mistakes: Mistake[] = [
  // ── How a text is written (the file and the line) ─────────────────────────────────────────────────
  {
    name: 'an apostrophe in a text between single quotes, in English',
    make: (copy) => copy.edit('content/site.ts', swap(`city: ${quoted(office.city)}`, `city: '${office.city}'s office'`)),
    line: (changed) =>
      `content/site.ts › line ${lineOf(changed, `'${office.city}'s office'`)}: the apostrophe in "${office.city}'s" ends the text early; write the whole text between double quotes ("…") so it can contain apostrophes.`,
  },
  {
    name: 'a straight double quote inside a text',
    make: (copy) => copy.edit('content/blogs.ts', swap(`title: ${quoted(second.title)}`, 'title: "Our "Cloud first" program"')),
    line: (changed) =>
      `content/blogs.ts › line ${lineOf(changed, '"Cloud first"')}: the straight quote (") before "Cloud" ends the text early; inside a text, write quotation marks as curly quotes “ ”.`,
  },
  {
    name: 'a comma missing at the end of a line, in French',
    shown: true,
    make: (copy) => copy.edit('content/fr/blogs.ts', swap(`title: ${quoted(frPost.title)},`, `title: ${quoted(frPost.title)}`)),
    line: (changed) =>
      `content/fr/blogs.ts › line ${lineOf(changed, quoted(frPost.title))}: a comma is missing at the end of this line (every field and list item ends with ",").`,
  },
  {
    name: 'a comma missing at the end of a line, in Arabic',
    make: (copy) => copy.edit('content/ar/services.ts', swap(`summary: ${quoted(arService.summary)},`, `summary: ${quoted(arService.summary)}`)),
    line: (changed) =>
      `content/ar/services.ts › line ${lineOf(changed, quoted(arService.summary))}: a comma is missing at the end of this line (every field and list item ends with ",").`,
  },
  {
    name: 'a text without its closing quote, in Arabic',
    shown: true,
    make: (copy) => copy.edit('content/ar/home.ts', swap(`button2: ${quoted(arHome.button2)},`, `button2: "${arHome.button2},`)),
    line: (changed) =>
      `content/ar/home.ts › line ${lineOf(changed, `"${arHome.button2},`)}: the text "${arHome.button2}, has no closing quote; end it with the same quote it starts with (").`,
  },
  {
    name: 'a date without its quotes',
    shown: true,
    make: (copy) => copy.edit('content/blogs.ts', swap(new RegExp(`date: ${written(dated.date).source}`), `date: ${dated.date}`)),
    line: (changed) => `content/blogs.ts › line ${lineOf(changed, `date: ${dated.date}`)}: a date must be in quotes: "${dated.date}".`,
  },
  {
    name: 'a date without its quotes, read as a subtraction',
    shown: true,
    make: (copy) => copy.edit('content/blogs.ts', swap(new RegExp(`date: ${written(undated.date).source}`), `date: ${undated.date}`)),
    line: () =>
      `content/blogs.ts › ${undated.slug} › date: is a number (${undated.date
        .split('-')
        .map(Number)
        .reduce((a, b) => a - b)}); it should be a date in quotes, like "2024-05-14"`,
  },
  {
    name: 'a postal code without its quotes, starting with 0',
    shown: true,
    make: (copy) => copy.edit('content/site.ts', swap(`postalCode: ${quoted(office.postalCode!)}`, `postalCode: 0${office.postalCode}`)),
    line: (changed) =>
      `content/site.ts › line ${lineOf(changed, `postalCode: 0${office.postalCode}`)}: 0${office.postalCode} starts with 0, which a number cannot; if it is a code or a phone number, write it as text, in quotes: "0${office.postalCode}".`,
  },
  {
    name: 'a word without quotes, in French',
    make: (copy) => copy.edit('content/fr/site.ts', swap(`city: ${quoted(frOffice.city)}`, `city: ${frOffice.city}`)),
    line: (changed) =>
      `content/fr/site.ts › line ${lineOf(changed, `city: ${frOffice.city}`)}: "${frOffice.city}" is not defined; check its spelling, or put it between quotes if it is a text.`,
  },
  {
    name: 'an import of a file that does not exist',
    shown: true,
    make: (copy) => copy.edit('content/pages.ts', swap('from "@/lib/routes"', 'from "@/lib/route"')),
    line: (changed) => `content/pages.ts › line ${lineOf(changed, '"@/lib/route"')}: it imports "@/lib/route", which does not exist.`,
  },

  // ── An entry, in English (file › item › field) ───────────────────────────────────────────────────
  {
    name: 'a missing field',
    make: (copy) => copy.edit('content/services.ts', swap(new RegExp(`^ {4}summary: ${escaped(quoted(service.summary))},\\n`, 'm'), '')),
    line: () => `content/services.ts › ${service.slug} › summary: is required`,
  },
  {
    name: 'a misspelt field',
    shown: true,
    make: (copy) => copy.edit('content/services.ts', swap(`summary: ${quoted(service.summary)}`, `sumary: ${quoted(service.summary)}`)),
    line: () => `content/services.ts › ${service.slug} › sumary: is not a field here; did you mean "summary"?`,
  },
  {
    name: 'a misspelt optional field',
    make: (copy) => copy.edit('content/blogs.ts', swap(`seoTitle: ${quoted(first.seoTitle!)}`, `seoTitel: ${quoted(first.seoTitle!)}`)),
    line: () => `content/blogs.ts › ${first.slug} › seoTitel: is not a field here; did you mean "seoTitle"?`,
  },
  {
    name: 'a number where a text goes, in English',
    shown: true,
    make: (copy) => copy.edit('content/blogs.ts', swap(`title: ${quoted(first.title)}`, 'title: 42')),
    line: () => `content/blogs.ts › ${first.slug} › title: is a number (42); it should be text`,
  },
  {
    name: 'a list where a text goes, in English',
    shown: true,
    make: (copy) => copy.edit('content/services.ts', swap(`summary: ${quoted(service.summary)}`, `summary: [${quoted(service.summary)}]`)),
    line: () => `content/services.ts › ${service.slug} › summary: is a list [ … ]; it should be text`,
  },
  {
    name: 'a text where a number goes',
    shown: true,
    make: (copy) => copy.edit('content/site.ts', swap(`index: ${lastOffice.index},`, `index: "${lastOffice.index}",`)),
    line: () => `content/site.ts › offices #${offices.length} "${lastOffice.name}" › index: is text ("${lastOffice.index}"); it should be a number`,
  },
  {
    name: 'a title that is too long',
    make: (copy) =>
      copy.edit('content/blogs.ts', swap(`title: ${quoted(second.title)}`, `title: ${quoted(second.title.padEnd(LIMITS.postTitle.max + 5, '!'))}`)),
    line: () => `content/blogs.ts › ${second.slug} › title: must be at most ${LIMITS.postTitle.max} characters (it has ${LIMITS.postTitle.max + 5})`,
  },
  {
    name: 'HTML in a plain text',
    make: (copy) => copy.edit('content/services.ts', swap(`summary: ${quoted(service.summary)}`, `summary: ${quoted(`<b>${service.summary}</b>`)}`)),
    line: () => `content/services.ts › ${service.slug} › summary: plain text only: remove <b>`,
  },
  {
    name: 'a tag of a slide title without its ">", in English',
    shown: true,
    make: (copy) => copy.edit('content/home.ts', swap(strong[0], `<strong>${strong[1]}</strong`)),
    line: () =>
      `content/home.ts › ${slideItem(slide.title.replace(strong[0], `<strong>${strong[1]}</strong`))} › title: the tag </strong has no closing ">": write </strong>`,
  },
  {
    name: 'a tag of a slide title never closed',
    shown: true,
    make: (copy) => copy.edit('content/home.ts', swap(strong[0], `<strong>${strong[1]}`)),
    line: () =>
      `content/home.ts › ${slideItem(slide.title.replace(strong[0], `<strong>${strong[1]}`))} › title: <strong> is never closed: end the words it marks with </strong>`,
  },
  {
    name: 'a tag of a slide title that is not allowed',
    make: (copy) => copy.edit('content/home.ts', swap(strong[0], `<b>${strong[1]}</b>`)),
    line: () =>
      `content/home.ts › ${slideItem(slide.title.replace(strong[0], `<b>${strong[1]}</b>`))} › title: contains tags that are not allowed: <b> </b> (only br, strong, em, span)`,
  },
  {
    name: 'tags of a slide title closed out of order',
    shown: true,
    make: (copy) => copy.edit('content/home.ts', swap(strong[0], `<strong><em>${strong[1]}</strong></em>`)),
    line: () =>
      `content/home.ts › ${slideItem(slide.title.replace(strong[0], `<strong><em>${strong[1]}</strong></em>`))} › title: </strong> comes before </em>: close the inner tag first, as in <strong><em>…</em></strong>`,
  },
  {
    name: 'a tag of a slide title without its ">", in Arabic',
    make: (copy) => copy.edit('content/ar/home.ts', swap(/<\/strong>/, '</strong')),
    line: () => `content/ar/home.ts › ${slide.image} › title: the tag </strong has no closing ">": write </strong>`,
  },
  {
    name: 'a closing tag of a slide title that closes nothing, in French',
    shown: true,
    make: (copy) => copy.edit('content/fr/home.ts', swap(`title: ${quoted(frHome.title)}`, `title: ${quoted(`${frHome.title}</em>`)}`)),
    line: () => `content/fr/home.ts › ${slide.image} › title: </em> closes no <em>: remove it, or open <em> before the words it marks`,
  },
  {
    name: 'a country code that is no country',
    shown: true,
    make: (copy) => copy.edit('content/case-studies.ts', swap(`countries: ${JSON.stringify(story.countries).replace(/,/g, ', ')}`, 'countries: ["XX"]')),
    line: () =>
      `content/case-studies.ts › ${story.slug} › countries[0]: "XX" is not a country code of ISO 3166-1; write the two capital letters of the country, e.g. "IQ" for Iraq`,
  },
  {
    name: 'a country code in small letters',
    make: (copy) =>
      copy.edit('content/case-studies.ts', swap(`countries: [${quoted(story.countries[0]!)}`, `countries: [${quoted(story.countries[0]!.toLowerCase())}`)),
    line: () =>
      `content/case-studies.ts › ${story.slug} › countries[0]: "${story.countries[0]!.toLowerCase()}" is not a country code of ISO 3166-1; did you mean "${story.countries[0]}" (${countryName(story.countries[0] as never)})?`,
  },
  {
    name: "a country's name where its code goes",
    shown: true,
    make: (copy) =>
      copy.edit(
        'content/case-studies.ts',
        swap(`countries: [${quoted(story.countries[0]!)}`, `countries: [${quoted(countryName(story.countries[0] as never))}`),
      ),
    line: () =>
      `content/case-studies.ts › ${story.slug} › countries[0]: "${countryName(story.countries[0] as never)}" is not a country code of ISO 3166-1; did you mean "${story.countries[0]}" (${countryName(story.countries[0] as never)})?`,
  },
  {
    name: 'a client that is not one (the nearest three offered, not the whole list)',
    shown: true,
    make: (copy) => copy.edit('content/case-studies.ts', swap(`client: ${quoted(story.client)}`, 'client: "acme-holding"')),
    line: () => `content/case-studies.ts › ${story.slug} › client: "acme-holding" is not in content/clients.ts (${didYouMean('acme-holding', clientSlugs)})`,
  },
  {
    name: 'a misspelt client',
    shown: true,
    make: (copy) => copy.edit('content/case-studies.ts', swap(`client: ${quoted(story.client)}`, `client: ${quoted(story.client.slice(0, -1))}`)),
    line: () =>
      `content/case-studies.ts › ${story.slug} › client: "${story.client.slice(0, -1)}" is not in content/clients.ts (did you mean "${story.client}"?)`,
  },
  {
    name: 'a misspelt industry of a case study',
    make: (copy) => copy.edit('content/case-studies.ts', swap(`industry: ${quoted(story.industry)}`, `industry: ${quoted(`${story.industry}s`)}`)),
    line: () => `content/case-studies.ts › ${story.slug} › industry: "${story.industry}s" is not in content/industries.ts (did you mean "${story.industry}"?)`,
  },
  {
    name: 'a misspelt service of a post',
    make: (copy) =>
      copy.edit('content/blogs.ts', swap(`services: [${quoted(withServices.services![0]!)}`, `services: [${quoted(`${withServices.services![0]}x`)}`)),
    line: () =>
      `content/blogs.ts › ${withServices.slug} › services[0]: "${withServices.services![0]}x" is not in content/services.ts (did you mean "${withServices.services![0]}"?)`,
  },
  {
    name: 'a misspelt image key',
    shown: true,
    make: (copy) => copy.edit('content/blogs.ts', swap(quoted(galleryKey), quoted(`${galleryKey}x`))),
    line: () => `content/blogs.ts › ${gallery.slug} › images[2]: "${galleryKey}x" is not a media key of content/media.ts (did you mean "${galleryKey}"?)`,
  },
  {
    name: 'a misspelt logo key of a client',
    shown: true,
    make: (copy) => copy.edit('content/clients.ts', swap(`logo: ${quoted(other.logo)}`, `logo: ${quoted(other.logo.slice(0, -1))}`)),
    line: () =>
      `content/clients.ts › ${other.slug} › logo: "${other.logo.slice(0, -1)}" is not an image key of content/media.ts (did you mean "${other.logo}"?)`,
  },
  {
    name: 'a misspelt icon key',
    make: (copy) => copy.edit('content/services.ts', swap(`icon: ${quoted(service.icon)}`, `icon: ${quoted(`${service.icon}s`)}`)),
    line: () => `content/services.ts › ${service.slug} › icon: "${service.icon}s" is not an icon key of content/media.ts (did you mean "${service.icon}"?)`,
  },
  {
    name: 'a duplicate slug of a post',
    shown: true,
    make: (copy) => copy.edit('content/blogs.ts', swap(`slug: ${quoted(second.slug)}`, `slug: ${quoted(first.slug)}`)),
    line: () => `content/blogs.ts › blogs #2 "${second.title}" › slug: "${first.slug}" is also the slug of #1 "${first.title}"; each needs its own slug`,
  },
  {
    name: 'a duplicate slug of a client a case study names',
    make: (copy) => copy.edit('content/clients.ts', swap(`slug: ${quoted(told.slug)}`, `slug: ${quoted(other.slug)}`)),
    line: () => {
      const [a, b] = [clients.indexOf(told), clients.indexOf(other)].sort();
      const [earlier, later] = [clients[a!]!, clients[b!]!];
      return `content/clients.ts › clients #${b! + 1} "${later.label}" › slug: "${other.slug}" is also the slug of #${a! + 1} "${earlier.label}"; each needs its own slug`;
    },
  },
  {
    name: 'a duplicate slug of a service other content names',
    make: (copy) =>
      copy.edit('content/services.ts', swap(`slug: ${quoted(shared.slug)}`, `slug: ${quoted(shared === service ? services[1]!.slug : service.slug)}`)),
    line: () => {
      const taken = shared === service ? services[1]! : service;
      const [a, b] = [services.indexOf(shared), services.indexOf(taken)];
      const [earlier, later] = a < b ? [a, b] : [b, a];
      return `content/services.ts › services #${later + 1} "${services[later]!.title}" › slug: "${taken.slug}" is also the slug of #${earlier + 1} "${services[earlier]!.title}"; each needs its own slug`;
    },
  },
  {
    name: "a malformed e-mail of the company's, which other content repeats",
    shown: true,
    make: (copy) => copy.edit('content/site.ts', swap(written(contact.email), quoted(contact.email.replace('@', ' at ')))),
    line: () => 'content/site.ts › contact › email: must be an e-mail address like name@example.com',
  },
  {
    name: 'a malformed recruitment e-mail, which the careers page repeats',
    make: (copy) => copy.edit('content/site.ts', swap(written(contact.recruitmentEmail), quoted(contact.recruitmentEmail.replace('@', '')))),
    line: () => 'content/site.ts › contact › recruitmentEmail: must be an e-mail address like name@example.com',
  },
  {
    name: "a malformed phone of the company's, which the contact card repeats as a link",
    make: (copy) => copy.edit('content/site.ts', swap(written(contact.phone), quoted(contact.phone.replace('+', '00')))),
    line: () => 'content/site.ts › contact › phone: must be in international format, e.g. "+961 1 234 567"',
  },
  {
    name: 'a malformed e-mail of an office',
    make: (copy) => copy.edit('content/site.ts', swap(written(office.email!), quoted(office.email!.replace('@', '.')))),
    line: () => `content/site.ts › offices #${offices.indexOf(office) + 1} "${office.name}" › email: must be an e-mail address like name@example.com`,
  },
  {
    name: 'a link to a page that does not exist',
    shown: true,
    make: (copy) =>
      copy.edit('content/site.ts', swap(`href: ${quoted(site.announcement.href)}`, `href: ${quoted(site.announcement.href.replace('/blog/', '/blogs/'))}`)),
    line: () =>
      `content/site.ts › site › announcement.href: "${site.announcement.href.replace('/blog/', '/blogs/')}" is not a page of this site (did you mean "${site.announcement.href}"?)`,
  },
  {
    name: 'an unknown flag code of an office',
    shown: true,
    make: (copy) => copy.edit('content/site.ts', swap(`flag: ${quoted(firstOffice.flag)}`, 'flag: "DE"')),
    line: () => `content/site.ts › offices #1 "${firstOffice.name}" › flag: "DE" is not one of: "LB", "FR", "AE", "US", "SA", "EG", "IQ", "MX", "QA", "SN"`,
  },
  {
    name: 'a day that is not in the calendar',
    make: (copy) => copy.edit('content/blogs.ts', swap(new RegExp(`date: ${written(dated.date).source}`), 'date: "2023-02-29"')),
    line: () => `content/blogs.ts › ${dated.slug} › date: "2023-02-29" is not a day of the calendar`,
  },
  {
    name: 'a date written the other way round',
    make: (copy) =>
      copy.edit('content/blogs.ts', swap(new RegExp(`date: ${written(dated.date).source}`), `date: ${quoted(dated.date.split('-').reverse().join('/'))}`)),
    line: () => `content/blogs.ts › ${dated.slug} › date: must be a date like 2024-05-14`,
  },

  // ── A key changed in English: one line at the source ─────────────────────────────────────────────
  {
    name: 'a misspelt slug of a post in the English file',
    make: (copy) => copy.edit('content/blogs.ts', swap(`slug: ${quoted(quiet.slug)}`, `slug: ${quoted(`${quiet.slug}s`)}`)),
    line: () =>
      `content/blogs.ts › ${quiet.slug}s › slug: renamed from "${quiet.slug}"? ${sentence(inLanguages('blogs.ts'))} still name "${quiet.slug}": rename it there too, or put "${quiet.slug}" back`,
  },
  {
    name: 'a renamed post that a link points to',
    shown: true,
    make: (copy) => copy.edit('content/blogs.ts', swap(`slug: ${quoted(announced.slug)}`, `slug: ${quoted(`${announced.slug}-award`)}`)),
    line: () =>
      `content/blogs.ts › ${announced.slug}-award › slug: renamed from "${announced.slug}"? ${sentence([...inLanguages('blogs.ts'), 'content/site.ts › site › announcement.href'])} still name "${announced.slug}": rename it there too, or put "${announced.slug}" back`,
  },
  {
    name: 'a renamed post that a case study tells',
    make: (copy) => copy.edit('content/blogs.ts', swap(`slug: ${quoted(storyPost.slug)}`, `slug: ${quoted(`${storyPost.slug}-story`)}`)),
    line: () =>
      `content/blogs.ts › ${storyPost.slug}-story › slug: renamed from "${storyPost.slug}"? ${sentence([...inLanguages('blogs.ts'), `content/case-studies.ts › ${storyPost.slug} › slug`])} still name "${storyPost.slug}": rename it there too, or put "${storyPost.slug}" back`,
  },
  {
    name: 'a renamed picture key that a post names',
    shown: true,
    make: (copy) => {
      copy.edit('content/media.ts', swap(new RegExp(`^(\\s*)"?${escaped(drawingKey)}"?:`, 'm'), `$1${quoted(`${drawingKey}-2026`)}:`));
    },
    line: () =>
      `content/media.ts › ${drawingKey}-2026 › key: renamed from "${drawingKey}"? ${sentence(inLanguages('media.ts'))} still name "${drawingKey}": rename it there too, or put "${drawingKey}" back`,
  },

  // ── Another language's texts (file › item › field) ─────────────────────────────────────────────────
  {
    name: 'a misspelt slug in the Arabic file',
    shown: true,
    make: (copy) => copy.edit('content/ar/blogs.ts', swap(itemKey(first.slug), `  ${quoted(misspelt(first.slug))}: {`)),
    line: () =>
      `content/ar/blogs.ts › ${misspelt(first.slug)} › (whole item): is not an item of content/blogs.ts › blogs; did you mean "${first.slug}"? (that item has no texts here)`,
  },
  {
    name: 'a misspelt slug in the French file',
    make: (copy) => copy.edit('content/fr/services.ts', swap(itemKey(service.slug), `  ${quoted(misspelt(service.slug))}: {`)),
    line: () =>
      `content/fr/services.ts › ${misspelt(service.slug)} › (whole item): is not an item of content/services.ts › services; did you mean "${service.slug}"? (that item has no texts here)`,
  },
  {
    name: "a post's texts deleted from the Arabic file",
    shown: true,
    make: (copy) => copy.edit('content/ar/blogs.ts', withoutBlock(itemKey(first.slug))),
    line: () => `content/ar/blogs.ts › ${first.slug} › (whole item): is missing: content/blogs.ts › blogs has this item; write its texts`,
  },
  {
    name: 'a misspelt field in the Arabic file',
    shown: true,
    make: (copy) => copy.edit('content/ar/blogs.ts', swap(`title: ${quoted(arPost.title)}`, `titel: ${quoted(arPost.title)}`)),
    line: () => `content/ar/blogs.ts › ${first.slug} › titel: is not a text of content/blogs.ts here; did you mean "title"?`,
  },
  {
    name: "a misspelt key of a service's benefit in the French file",
    shown: true,
    make: (copy) =>
      copy.edit(
        'content/fr/services.ts',
        swap(`${benefit.icon}: { text: ${quoted(frBenefit.text)} }`, `${benefit.icon}s: { text: ${quoted(frBenefit.text)} }`),
      ),
    line: () =>
      `content/fr/services.ts › ${service.slug} › ${benefits}.${benefit.icon}s: is not an icon of content/services.ts › ${benefits}; did you mean "${benefit.icon}"?`,
  },
  {
    name: 'a number where a text goes, in Arabic',
    shown: true,
    make: (copy) => copy.edit('content/ar/blogs.ts', swap(`title: ${quoted(arPost.title)}`, 'title: 42')),
    line: () => `content/ar/blogs.ts › ${first.slug} › title: is a number (42); it should be text`,
  },
  {
    name: 'a number where a text goes, in French',
    make: (copy) => copy.edit('content/fr/site.ts', swap(`city: ${quoted(frOffice.city)}`, 'city: 961')),
    line: () => `content/fr/site.ts › ${firstOffice.id} › city: is a number (961); it should be text`,
  },
  {
    name: 'a list where a text goes, in French',
    shown: true,
    make: (copy) => copy.edit('content/fr/blogs.ts', swap(`title: ${quoted(frPost.title)}`, `title: [${quoted(frPost.title)}]`)),
    line: () => `content/fr/blogs.ts › ${first.slug} › title: is a list [ … ]; it should be text`,
  },
  {
    name: 'a text where a list goes, in Arabic',
    shown: true,
    make: (copy) => copy.edit('content/ar/blogs.ts', swap(/keywords: \[[^\]]*\]/, 'keywords: "Oracle HCM"')),
    line: () =>
      `content/ar/blogs.ts › ${first.slug} › keywords: is text ("Oracle HCM"); it should be a list [ … ] (content/blogs.ts has a list of ${first.keywords.length} here)`,
  },
  {
    name: 'a text where an object of texts goes, in French',
    shown: true,
    make: (copy) => copy.edit('content/fr/home.ts', swap(/^ {2}services: \{\n[^}]*\},\n/m, `  services: ${quoted(frSections.services.title)},\n`)),
    line: () =>
      `content/fr/home.ts › homeSections › services: is text (${quoted(frSections.services.title)}); it should be an object { … } of texts (${Object.keys(homeSections.services).join(', ')})`,
  },
  {
    name: 'a text left in English, in Arabic',
    make: (copy) => copy.edit('content/ar/services.ts', swap(`summary: ${quoted(arService.summary)}`, `summary: ${quoted(service.summary)}`)),
    line: () => `content/ar/services.ts › ${service.slug} › summary: is still in English: ${short(service.summary)}`,
  },
  {
    name: 'a text missing, in French',
    make: (copy) => copy.edit('content/fr/services.ts', (source) => withoutField(source, source.indexOf('summary:', source.search(itemKey(service.slug))))),
    line: () => `content/fr/services.ts › ${service.slug} › summary: is missing: content/services.ts has ${short(service.summary)}`,
  },
  {
    name: 'an Arabic text in the French file',
    shown: true,
    make: (copy) => copy.edit('content/fr/blogs.ts', swap(`title: ${quoted(frPost.title)}`, `title: ${quoted(arPost.title)}`)),
    line: () => `content/fr/blogs.ts › ${first.slug} › title: is not in Français: ${short(arPost.title)}`,
  },
  {
    name: 'an export missing from an Arabic file',
    shown: true,
    make: (copy) => copy.edit('content/ar/company.ts', swap('export const contactBand =', 'export const contactBnd =')),
    line: () => 'content/ar/company.ts › contactBand › (whole export): is missing: export the texts of content/company.ts › contactBand',
  },
  {
    name: 'a blank of a template misspelt, in French',
    make: (copy) =>
      copy.edit('content/fr/ui.ts', swap(`goTo: ${quoted(frUi.slider.goTo)}`, `goTo: ${quoted(frUi.slider.goTo.replace('{{index}}', '{{indx}}'))}`)),
    line: () => 'content/fr/ui.ts › ui › slider.goTo: must contain {{index}}, which the site fills in',
  },
  {
    name: 'a file of a language folder named after no English file',
    shown: true,
    make: (copy) => copy.add('content/ar/servics.ts', readFileSync(join(repoRoot, 'content/ar/services.ts'), 'utf8')),
    line: () =>
      'content/ar/servics.ts › (whole file) › (file name): translates no file of content/, so nothing reads it: name it after the English file it translates (did you mean "services.ts"?)',
  },
  {
    name: 'the texts of a picture removed in English, left in Arabic and French',
    shown: true,
    make: (copy) => {
      copy.edit('content/media.ts', swap(new RegExp(`,\\s*${escaped(quoted(galleryImage.alt))}`), ''));
      copy.edit('content/blogs.ts', swap(new RegExp(`,\\s*${escaped(quoted(galleryKey))}`), ''));
      copy.delete(`public${galleryImage.src}`);
    },
    line: () =>
      `content/ar/media.ts › ${galleryKey} › (whole item): is not an item of content/media.ts › images: remove its texts here and in ${otherLanguages('media.ts')}`,
  },
  {
    name: 'the texts of a post removed in English, left in Arabic and French',
    make: (copy) => copy.edit('content/blogs.ts', withoutPost(quiet.slug)),
    line: () =>
      `content/ar/blogs.ts › ${quiet.slug} › (whole item): is not an item of content/blogs.ts › blogs: remove its texts here and in ${otherLanguages('blogs.ts')}`,
  },
  {
    name: 'a post added in English without its Arabic and French texts',
    shown: true,
    make: (copy) => copy.edit('content/blogs.ts', swap(/\n\] as const satisfies/, `\n${NEW_POST}] as const satisfies`)),
    line: () =>
      `content/ar/blogs.ts › beirut-open-day › (whole item): is missing: content/blogs.ts › blogs has this item; write its texts here and in ${otherLanguages('blogs.ts')}`,
  },
  {
    name: 'a language added to the list alone',
    shown: true,
    make: (copy) => copy.edit('content/languages.ts', swap(/\n\] as const satisfies/, `\n${SPANISH}] as const satisfies`)),
    line: () =>
      `content/languages.ts › es › code: has no texts yet: content/es/ needs a file of its texts for each English file that has texts (copy content/${latinModel}/ and translate it); docs/editing.md, "Add a language"`,
  },
  {
    name: 'a language without its interface words',
    shown: true,
    make: (copy) => {
      copy.edit('content/languages.ts', swap(/\n\] as const satisfies/, `\n${SPANISH}] as const satisfies`));
      for (const file of readdirSync(join(repoRoot, 'content', latinModel)).filter((name) => name !== 'ui.ts'))
        copy.add(`content/es/${file}`, readFileSync(join(repoRoot, 'content', latinModel, file), 'utf8'));
    },
    line: () =>
      `content/es/ui.ts › (whole file) › (file name): is missing: content/ui.ts has texts, and each language has them in a file of the same name (copy content/${latinModel}/ui.ts and translate it)`,
  },
  {
    name: "a misspelt limit of a language's texts",
    make: (copy) => copy.edit('content/languages.ts', swap(/limits: \{ (\w+):/, 'limits: { $1x:'.replace('$1', limited))),
    line: () => `content/languages.ts › ${limitedLanguage} › limits.${limited}x: is not a limit of the texts (they are: ${Object.keys(LIMITS).join(', ')})`,
  },

  // ── Pictures and videos (content/media.ts › key › field, or the file) ─────────────────────────────
  {
    name: 'a web page saved as an .mp4',
    shown: true,
    make: (copy) => copy.add(`public${video.src}`, WEB_PAGE),
    line: () =>
      `content/media.ts › ${videoKey} › src: public${video.src} is a web page, not an MP4 video: export the video again as .mp4 (H.264) and save it under this name`,
  },
  {
    name: 'a QuickTime movie saved as an .mp4',
    shown: true,
    make: (copy) => copy.add(`public${video.src}`, QUICKTIME),
    line: () =>
      `content/media.ts › ${videoKey} › src: public${video.src} is a QuickTime movie, not an MP4 video: export the video again as .mp4 (H.264) and save it under this name`,
  },
  {
    name: 'a text file saved as a .jpg',
    shown: true,
    make: (copy) => copy.add(`public${photo.src}`, 'This is not a picture.\n'),
    line: () =>
      `content/media.ts › ${photoKey} › src: public${photo.src} is not a picture the build can read (is it really a JPEG?): export it again as .jpg, .png or .webp`,
  },
  {
    name: 'a web page saved as an .svg',
    make: (copy) => copy.add(`public${drawing.src}`, WEB_PAGE),
    line: () =>
      `content/media.ts › ${drawingKey} › src: public${drawing.src} is not an SVG drawing the build can read: save it again as .svg (or export it again as .jpg, .png or .webp)`,
  },
  {
    name: 'a picture cut short',
    shown: true,
    make: (copy) => copy.add(`public${photo.src}`, photoBytes().subarray(0, Math.floor(photoBytes().length / 2))),
    line: () =>
      `content/media.ts › ${photoKey} › src: public${photo.src} is damaged or cut short (the build cannot read all of it): export it again as .jpg, .png or .webp`,
  },
  {
    name: 'a picture registered at a size that is not its own',
    make: (copy) => copy.edit('content/media.ts', swap(new RegExp(`(${escaped(quoted(photo.src))},\\s*)${photo.width},`), `$1${photo.width + 1},`)),
    line: () =>
      `content/media.ts › ${photoKey} › width: is registered as ${photo.width + 1}×${photo.height} but the file is ${photo.width}×${photo.height}: set width: ${photo.width}, height: ${photo.height}`,
  },
  {
    name: "a camera's original saved over a registered picture",
    shown: true,
    make: (copy) => copy.add(`public${photo.src}`, heavyJpeg(ORIGINAL)),
    line: () =>
      `content/media.ts › ${photoKey} › src: public${photo.src} is ${mb(ORIGINAL)} MB: export it at most 4000 px on its longest side and under 2 MB (JPEG quality 80 is usually enough)`,
  },
  {
    name: 'a registered picture deleted',
    shown: true,
    make: (copy) => copy.delete(`public${photo.src}`),
    line: () => `content/media.ts › ${photoKey} › src: the file public${photo.src} does not exist (add it, or correct the path)`,
  },
  {
    name: 'a path of a picture misspelt in content/media.ts',
    shown: true,
    make: (copy) => copy.edit('content/media.ts', swap(quoted(photo.src), quoted(photo.src.replace(/\.jpg$/, '-2.jpg')))),
    line: () =>
      `content/media.ts › ${photoKey} › src: the file public${photo.src.replace(/\.jpg$/, '-2.jpg')} does not exist, but public${photo.src} is there, which nothing registers: correct the path, or rename the file`,
  },
  {
    name: 'a picture saved under its name in other capitals',
    make: (copy) => {
      copy.delete(`public${photo.src}`);
      copy.add(`public${capitalised(photo.src)}`, photoBytes());
    },
    line: () =>
      `content/media.ts › ${photoKey} › src: the file public${photo.src} does not exist, but public${capitalised(photo.src)} is there, which nothing registers: correct the path, or rename the file`,
  },
  {
    name: "a camera's original dropped into public/images/ unregistered",
    shown: true,
    make: (copy) => copy.add(`public${folderOf(photo.src)}/IMG_4032.JPG`, heavyJpeg(ORIGINAL)),
    line: () =>
      `public${folderOf(photo.src)}/IMG_4032.JPG › (file) › (file name): is in no entry of content/media.ts, so no page shows it, yet it is published: register it there (at ${mb(ORIGINAL)} MB, export it at most 4000 px on its longest side and under 2 MB first), or delete it`,
  },
  {
    name: 'a Word document dropped into public/images/',
    shown: true,
    make: (copy) => copy.add(`public${folderOf(photo.src)}/brief.docx`, Buffer.from('PK\u0003\u0004\u0014\u0000\u0006\u0000word/document.xml', 'latin1')),
    line: () =>
      `public${folderOf(photo.src)}/brief.docx › (file) › (file name): is a ZIP archive (or a Word, Excel or PowerPoint document), not a picture of content/media.ts: delete it, or move it out of public/ (everything there is published)`,
  },
  {
    name: 'a web page saved as a .webp in public/images/, unregistered',
    shown: true,
    make: (copy) => copy.add('public/images/partner-logo.webp', WEB_PAGE),
    line: () =>
      'public/images/partner-logo.webp › (file) › (file name): is a web page, not a picture of content/media.ts: delete it, or move it out of public/ (everything there is published)',
  },
  {
    name: 'a PDF saved as a .png in a new folder of public/images/, unregistered',
    make: (copy) => copy.add('public/images/events/poster.png', '%PDF-1.7\n%âãÏÓ\n1 0 obj\n'),
    line: () =>
      'public/images/events/poster.png › (file) › (file name): is a PDF document, not a picture of content/media.ts: delete it, or move it out of public/ (everything there is published)',
  },
  {
    name: 'a notes file left in public/media/',
    shown: true,
    make: (copy) => copy.add('public/media/notes.txt', 'Cut the intro to 10 seconds.\n'),
    line: () =>
      'public/media/notes.txt › (file) › (file name): is a text file, not a video of content/media.ts: delete it, or move it out of public/ (everything there is published)',
  },
  {
    name: 'a video in public/media/ that nothing registers',
    make: (copy) => copy.add('public/media/open-day.mp4', readFileSync(join(repoRoot, 'public', video.src))),
    line: () =>
      'public/media/open-day.mp4 › (file) › (file name): is in no entry of content/media.ts, so no page shows it, yet it is published: register it there, or delete it',
  },
  {
    name: 'a portrait named after nobody',
    make: (copy) => copy.add(`public/images/team/${misspelt(person.id)}.jpg`, photoBytes()),
    line: () =>
      `public/images/team/${misspelt(person.id)}.jpg › (file) › (file name): is the portrait of nobody in content/team.ts: name it after a person's id (did you mean "${person.id}.jpg"?)`,
  },
];

let copy: ContentCopy;
beforeAll(() => {
  copy = copyContent({ ownPublic: true });
});
afterEach(() => copy.restore());
afterAll(() => copy.remove());

describe('one content mistake, one friendly line', { timeout: 30_000 }, () => {
  it('has at least 60 mistakes, each its own', () => {
    expect(mistakes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(mistakes.map((mistake) => mistake.name)).size).toBe(mistakes.length);
  });

  for (const mistake of mistakes)
    it(mistake.name, async () => {
      const changed = mistake.make(copy) ?? '';
      const line = mistake.line(changed);
      expect((await checkContent(copy.root)).stderr).toBe(failure(line));
      if (mistake.shown) expect(guide, `docs/editing.md should show: ${line}`).toContain(messageShape(line));
    });
});
