/**
 * Another language's texts laid over the source language's content, along the schema (lib/content/schema.ts).
 *
 * The source language's modules (content/*.ts) hold every item whole: its structure (slugs, keys, links,
 * phones, pictures, dates) and its texts. Another language (content/ar/*.ts) supplies only texts, in the
 * same exports, keyed the same way the schema knows them:
 * - an object's texts by field name (`{ title: "…", intro: "…" }`); fields that are not text are left out;
 * - a list whose items mix texts and other values, by each item's key: the collections by slug
 *   (`blogs: { able: { title: "…" } }`), the other lists by the field their schema names (`keyedBy`);
 * - a list of texts only (paragraphs, keywords, cards with a title and a text) as a list of its own,
 *   as long as the language needs: it is one text, written in that language.
 * A text is a field with the `plain-text`, `allowed-tags` or `alt-text` rule; an empty alt text (a
 * decorative picture) needs no translation.
 *
 * `translate` returns the content in the language and every problem, named `file › item › field`: a text
 * missing, a text or item the source has not, a text still in the source language, or one that breaks its
 * rule (length limits, per language where content/languages.ts says so).
 */
import { ValidationError, type AnyObject, type Schema } from 'yup';
import { frenchTypography } from '@/lib/typography';
import type { Language } from '../../content/languages';
import type { ContentIssue } from './schema';
import type { ItemKeys } from './item-keys';
import { closest, didYouMean, namesOrNearest, pairNames } from './nearest';
import { wrongKind } from './validate';

/** What a language's text files hold: texts, lists of texts, and objects of them, by field or item key. */
export type Texts = string | readonly Texts[] | { readonly [fieldOrKey: string]: Texts };

interface SchemaNode {
  readonly type: string;
  readonly fields?: Record<string, SchemaNode>;
  readonly innerType?: SchemaNode;
  readonly spec: { readonly meta?: { readonly key?: string } };
  resolve?(options: { value: unknown }): SchemaNode;
  describe(): { tests: { name?: string }[] };
}

/** Where a problem is reported: the language's file, the source's file and the item's name. */
export interface TextPlace {
  readonly file: string;
  readonly sourceFile: string;
  readonly item: string;
}

/** How a language is told apart from the source language and which length limits it has. */
export type TextLanguage = Pick<Language, 'name' | 'script' | 'limits' | 'typography'>;

const TEXT_RULES = new Set(['plain-text', 'allowed-tags', 'alt-text']);
const resolved = (node: SchemaNode, value: unknown) => (node.type === 'lazy' && node.resolve ? node.resolve({ value }) : node);
const isTextNode = (node: SchemaNode) => node.type === 'string' && node.describe().tests.some((test) => test.name !== undefined && TEXT_RULES.has(test.name));
const isObject = (value: unknown): value is AnyObject => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const short = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…"` : text;
};

/** Whether a value, by its schema, holds any text a language must supply. */
export function hasText(schema: Schema | SchemaNode, value: unknown): boolean {
  const node = resolved(schema as SchemaNode, value);
  if (isTextNode(node)) return typeof value === 'string' && value !== '';
  if (node.type === 'object' && node.fields && isObject(value))
    return Object.keys(value).some((key) => node.fields![key] !== undefined && hasText(node.fields![key]!, value[key]));
  if (node.type === 'array' && node.innerType && Array.isArray(value)) return value.some((item) => hasText(node.innerType!, item));
  return false;
}

/** Whether every value of an item is text: such a list is written whole in each language. */
function onlyText(node: SchemaNode, value: unknown): boolean {
  const item = resolved(node, value);
  if (isTextNode(item)) return true;
  if (item.type === 'object' && item.fields && isObject(value))
    return Object.keys(value).every((key) => item.fields![key] !== undefined && onlyText(item.fields![key]!, value[key]));
  if (item.type === 'array' && item.innerType && Array.isArray(value)) return value.every((entry) => onlyText(item.innerType!, entry));
  return false;
}

/** The field a list's items are keyed by: its schema's `keyedBy`, else the item's slug. */
export function listKey(schema: Schema | SchemaNode, fallback?: string): string | undefined {
  return (schema as SchemaNode).spec.meta?.key ?? fallback;
}

/** A letter of the language's script: a text without one is not written in that language. */
const letterOf = (script: TextLanguage['script']) => new RegExp(`\\p{Script=${script}}`, 'u');
/** Small English words that only a sentence left untranslated contains (product names never do). */
const ENGLISH_SENTENCE = /\b(the|and|of|for|with|our|your|to|in|on|from|we|is|are)\b/gi;

/**
 * Whether a text is still in the source language (English): in a language of another script, no letter
 * of that script and a few of English's small words; in a Latin-script language, the English text itself
 * unless it is only names (every word capitalised, an acronym or a figure: "Oracle Fusion Cloud HCM",
 * "Cedrus Consulting"), which are written the same in every language.
 */
export function stillInSource(text: string, source: string, language: TextLanguage): boolean {
  if (language.script !== 'Latin') return !letterOf(language.script).test(text) && (text.match(ENGLISH_SENTENCE)?.length ?? 0) >= 2;
  return text === source && /(^|[^\p{L}])\p{Ll}{2,}/u.test(text.replace(/{{\w+}}|<[^>]*>/g, ''));
}

/** Whether a text has letters of a script that is neither Latin (names, English) nor the language's own: Arabic left in a French file. */
function otherScript(text: string, language: TextLanguage): boolean {
  return [...text.matchAll(/\p{L}/gu)].some(
    ([letter]) => !/[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(letter!) && !letterOf(language.script).test(letter!),
  );
}

/** The rules of the source's text that the language's text breaks (length limits in the language, blanks to fill). */
function ruleMessages(schema: SchemaNode, text: string, language: TextLanguage): string[] {
  try {
    (schema as unknown as Schema).validateSync(text, { strict: true, abortEarly: false, context: { limits: language.limits } });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.length ? error.inner.map((inner) => inner.message) : [error.message];
  }
}

interface Walk {
  readonly place: TextPlace;
  readonly language: TextLanguage;
  readonly issues: ContentIssue[];
}

const at = (path: string, field: string) => (path ? `${path}.${field}` : field);

function report(walk: Walk, path: string, message: string) {
  walk.issues.push({ file: walk.place.file, item: walk.place.item, field: path || '(whole item)', message });
}

function translateText(node: SchemaNode, source: string, texts: unknown, path: string, walk: Walk): string {
  if (source === '') return source;
  if (texts !== undefined && typeof texts !== 'string') {
    report(walk, path, wrongKind(texts, 'text'));
    return source;
  }
  if (texts === undefined || texts.trim() === '') {
    report(walk, path, `is missing: ${walk.place.sourceFile} has ${short(source)}`);
    return source;
  }
  if (stillInSource(texts, source, walk.language)) report(walk, path, `is still in English: ${short(texts)}`);
  else if (otherScript(texts, walk.language)) report(walk, path, `is not in ${walk.language.name}: ${short(texts)}`);
  else for (const message of ruleMessages(node, texts, walk.language)) report(walk, path, message);
  return walk.language.typography === 'french' ? frenchTypography(texts) : texts;
}

function translateObject(node: SchemaNode, source: AnyObject, texts: unknown, path: string, walk: Walk): AnyObject {
  const textFields = Object.keys(source).filter((key) => node.fields![key] !== undefined && hasText(node.fields![key]!, source[key]));
  if (!isObject(texts)) {
    if (texts === undefined) report(walk, path, `is missing: ${walk.place.sourceFile} has texts here (${textFields.join(', ')})`);
    else report(walk, path, wrongKind(texts, `an object { … } of texts (${textFields.join(', ')})`));
    return source;
  }
  // A misspelt field is one mistake: it is named with the field it was meant to be, which is then not also missing.
  const unwritten = textFields.filter((key) => texts[key] === undefined);
  const meant = new Map<string, string>();
  for (const key of Object.keys(texts)) {
    if (textFields.includes(key)) continue;
    const field = closest(
      key,
      unwritten.filter((name) => ![...meant.values()].includes(name)),
    );
    if (field !== null && node.fields![key] === undefined) {
      meant.set(key, field);
      report(walk, at(path, key), `is not a text of ${walk.place.sourceFile} here; did you mean "${field}"?`);
    } else report(walk, at(path, key), `is not a text of ${walk.place.sourceFile} here (${namesOrNearest(key, textFields, 'the texts here are')})`);
  }
  const result: AnyObject = {};
  for (const key of Object.keys(source)) {
    const misspelt = [...meant].find(([, field]) => field === key)?.[0];
    const own = misspelt === undefined ? texts[key] : texts[misspelt];
    result[key] = textFields.includes(key) ? translateValue(node.fields![key]!, source[key], own, at(path, key), walk) : source[key];
  }
  return result;
}

function translateList(node: SchemaNode, source: readonly unknown[], texts: unknown, path: string, walk: Walk, key?: string): unknown[] {
  const item = node.innerType!;
  if (source.every((entry) => onlyText(item, entry))) {
    // Texts only (paragraphs, keywords, cards): the language's own list, as long as it needs.
    if (texts !== undefined && !Array.isArray(texts)) {
      report(walk, path, wrongKind(texts, `a list [ … ] (${walk.place.sourceFile} has a list of ${source.length} here)`));
      return [...source];
    }
    if (texts === undefined || texts.length === 0) {
      report(walk, path, `is missing: ${walk.place.sourceFile} has a list of ${source.length} here`);
      return [...source];
    }
    return texts.map((entry, index) => translateValue(item, source[Math.min(index, source.length - 1)], entry, `${path}[${index}]`, walk));
  }
  const field = listKey(node, key) ?? 'slug';
  const keyOf = (entry: unknown) => String((entry as AnyObject | undefined)?.[field]);
  const keyed = source.filter((entry) => hasText(item, entry));
  if (!isObject(texts)) {
    if (texts === undefined) report(walk, path, `is missing: its texts by ${field} (${keyed.map(keyOf).join(', ')})`);
    else report(walk, path, wrongKind(texts, `an object { … } of texts by ${field} (${keyed.map(keyOf).join(', ')})`));
    return [...source];
  }
  const keys = keyed.map(keyOf);
  const written = Object.keys(texts);
  // A misspelt key is one mistake: named with the key it was meant to be, whose texts it holds.
  const pairs = new Map(
    pairNames(
      written.filter((name) => !keys.includes(name)),
      keys.filter((name) => !written.includes(name)),
    ),
  );
  const a = /^[aeiou]/.test(field) ? 'an' : 'a';
  for (const name of written)
    if (!keys.includes(name))
      report(
        walk,
        at(path, name),
        `is not ${a} ${field} of ${walk.place.sourceFile} › ${path || walk.place.item}; ${pairs.has(name) ? `did you mean "${pairs.get(name)}"?` : didYouMean(name, keys)}`,
      );
  const meant = new Map([...pairs].map(([name, key]) => [key, name]));
  return source.map((entry) => {
    if (!hasText(item, entry)) return entry;
    const key = keyOf(entry);
    const own = texts[key] ?? texts[meant.get(key) ?? ''];
    return translateValue(item, entry, own, at(path, key), walk);
  });
}

function translateValue(schema: SchemaNode, source: unknown, texts: unknown, path: string, walk: Walk, key?: string): unknown {
  const node = resolved(schema, source);
  if (!hasText(node, source)) return source;
  if (isTextNode(node)) return translateText(node, source as string, texts, path, walk);
  if (node.type === 'object' && isObject(source)) return translateObject(node, source, texts, path, walk);
  if (node.type === 'array' && Array.isArray(source)) return translateList(node, source, texts, path, walk, key);
  return source;
}

/**
 * One export in a language: the source's value with the language's texts laid over it, and every problem.
 * `key` names a top-level list's items (the collections' slug) when its schema does not.
 */
export function translate(
  schema: Schema,
  source: unknown,
  texts: unknown,
  place: TextPlace,
  language: TextLanguage,
  key?: string,
): { readonly value: unknown; readonly issues: ContentIssue[] } {
  const walk: Walk = { place, language, issues: [] };
  const value =
    texts === undefined && hasText(schema, source)
      ? missingExport(source, walk)
      : translateValue(schema as unknown as SchemaNode, source, texts, '', walk, key);
  return { value, issues: walk.issues };
}

function missingExport(source: unknown, walk: Walk) {
  walk.issues.push({
    file: walk.place.file,
    item: walk.place.item,
    field: '(whole export)',
    message: `is missing: export the texts of ${walk.place.sourceFile} › ${walk.place.item}`,
  });
  return source;
}

/** One export of the source's content and what names its items (lib/content/check.ts `contentEntries`). */
export interface SourceEntry {
  readonly file: string;
  readonly name: string;
  readonly value: unknown;
  readonly kind: 'one' | 'list' | 'record';
  readonly schema: Schema;
  /** The field naming a list's items (slug, id…), by which the language's texts are keyed. */
  readonly key?: string;
}

/** The items of a list or record export, by their key (a list's by its `key` field, else slug), with their values. */
function itemsOf(entry: SourceEntry): [string, unknown][] {
  if (entry.kind === 'list' && Array.isArray(entry.value)) return entry.value.map((item) => [String((item as AnyObject)[entry.key ?? 'slug']), item]);
  return entry.kind === 'record' && isObject(entry.value) ? Object.entries(entry.value) : [];
}

/** Whether an export of the source holds any text a language must supply. */
export function entryHasText(entry: SourceEntry): boolean {
  return entry.kind === 'one' ? hasText(entry.schema, entry.value) : itemsOf(entry).some(([, item]) => hasText(entry.schema, item));
}

/**
 * Where a language's texts of a list or record export (`texts`, from its file `file`) and the source's items
 * disagree: keys only one of them has (lib/content/item-keys.ts words them). Null for an export of one item,
 * or when the language has no object of texts by key there (the export's own line says so).
 */
export function itemKeysOf(entry: SourceEntry, texts: unknown, file: string): ItemKeys | null {
  const keys = itemsOf(entry)
    .filter(([, item]) => hasText(entry.schema, item))
    .map(([key]) => key);
  if (keys.length === 0 || !isObject(texts)) return null;
  const written = Object.keys(texts);
  return {
    file,
    sourceFile: entry.file,
    name: entry.name,
    keyName: entry.kind === 'list' ? (entry.key ?? 'slug') : 'key',
    keys,
    extra: written.filter((key) => !keys.includes(key)),
    missing: keys.filter((key) => texts[key] === undefined),
  };
}

/**
 * An export in a language, from the language's module of the same name (content/<code>/<file>):
 * the whole value, each problem of its texts named by the language's file, the item (its slug, key or the
 * export's name) and the field, and, for a list or record, the keys on which it and the source disagree
 * (`itemKeys`: an item's texts missing, or texts of no item), which lib/content/item-keys.ts words.
 */
export function translateEntry(
  entry: SourceEntry,
  module: Readonly<Record<string, unknown>> | undefined,
  file: string,
  language: TextLanguage,
): { readonly value: unknown; readonly issues: ContentIssue[]; readonly itemKeys: ItemKeys | null } {
  const texts = module?.[entry.name];
  const place = (item: string): TextPlace => ({ file, sourceFile: entry.file, item });
  const items = itemsOf(entry);
  if (entry.kind === 'one' || items.length === 0) return { ...translate(entry.schema, entry.value, texts, place(entry.name), language), itemKeys: null };
  const written = items.filter(([, item]) => hasText(entry.schema, item));
  if (written.length === 0) return { value: entry.value, issues: [], itemKeys: null };
  if (!isObject(texts)) {
    const keyName = entry.kind === 'list' ? (entry.key ?? 'slug') : 'key';
    const issues =
      texts === undefined
        ? translate(entry.schema, written[0]![1], undefined, place(entry.name), language).issues
        : [{ file, item: entry.name, field: '(whole export)', message: wrongKind(texts, `an object { … } of texts by ${keyName}`) }];
    return { value: entry.value, issues, itemKeys: null };
  }
  const issues: ContentIssue[] = [];
  const translated = items.map(([key, item]) => {
    if (!hasText(entry.schema, item) || texts[key] === undefined) return [key, item] as const;
    const result = translate(entry.schema, item, texts[key], place(key), language);
    issues.push(...result.issues);
    return [key, result.value] as const;
  });
  const value = entry.kind === 'list' ? translated.map(([, item]) => item) : Object.fromEntries(translated);
  return { value, issues, itemKeys: itemKeysOf(entry, texts, file) };
}
