/**
 * The Arabic twin of a content export (content/ar/<file>.ts) against its English original, along the
 * shape both share: the same fields, the same number of items in every list, the same values where a
 * value is not text (slugs, keys, links, dates, numbers), and an Arabic text for every English text.
 * The texts are known by their schema: a field with the `plain-text` or `allowed-tags` rule is text.
 */
import { ValidationError, type AnyObject, type Schema } from "yup";
import type { ContentIssue } from "./schema";

/** Where a problem is reported: the Arabic file and the item's name. */
export interface TwinPlace {
  readonly file: string;
  readonly englishFile: string;
  readonly item: string;
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** Small English words that only a sentence left untranslated contains (product names never do). */
const ENGLISH_SENTENCE = /\b(the|and|of|for|with|our|your|to|in|on|from|we|is|are)\b/gi;

interface SchemaNode {
  readonly type: string;
  readonly fields?: Record<string, SchemaNode>;
  readonly innerType?: SchemaNode;
  resolve?(options: { value: unknown }): SchemaNode;
  describe(): { tests: { name?: string }[] };
}

const isText = (schema: SchemaNode) => schema.describe().tests.some((test) => test.name === "plain-text" || test.name === "allowed-tags");
const short = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…"` : text;
};

/** The rules of the English text that the Arabic one breaks too (length limits, a template's blanks). */
function ruleMessages(schema: Schema, arabic: string): string[] {
  try {
    schema.validateSync(arabic, { strict: true, abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.length ? error.inner.map((inner) => inner.message) : [error.message];
  }
}

/** Whether a text still reads as English: no Arabic letter, and a few of English's small words. */
export function looksEnglish(text: string): boolean {
  return !ARABIC_LETTER.test(text) && (text.match(ENGLISH_SENTENCE)?.length ?? 0) >= 2;
}

/** Every difference between an English value and its Arabic twin, along the schema. */
export function twinIssues(schema: Schema, english: unknown, arabic: unknown, place: TwinPlace, path = ""): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const report = (message: string, at = path) => issues.push({ file: place.file, item: place.item, field: at || "(whole item)", message });
  let node = schema as unknown as SchemaNode;
  if (node.type === "lazy" && node.resolve) node = node.resolve({ value: english });

  if (arabic === undefined || arabic === null) {
    report(`is missing: ${place.englishFile} has ${short(english)}`);
    return issues;
  }
  if (node.type === "object" && node.fields && english && typeof english === "object") {
    const en = english as AnyObject;
    const ar = arabic as AnyObject;
    for (const key of Object.keys(en)) {
      const field = node.fields[key];
      if (field) issues.push(...twinIssues(field as unknown as Schema, en[key], ar[key], place, path ? `${path}.${key}` : key));
    }
    for (const key of Object.keys(ar))
      if (!(key in en)) report(`is not in ${place.englishFile}: remove it, or add it there too`, path ? `${path}.${key}` : key);
    return issues;
  }
  if (node.type === "array" && node.innerType && Array.isArray(english)) {
    if (!Array.isArray(arabic)) {
      report(`must be a list like in ${place.englishFile}`);
      return issues;
    }
    if (arabic.length !== english.length) {
      report(`has ${arabic.length} item(s) where ${place.englishFile} has ${english.length}: every item needs its twin, in the same order`);
      return issues;
    }
    english.forEach((item, index) => issues.push(...twinIssues(node.innerType as unknown as Schema, item, arabic[index], place, `${path}[${index}]`)));
    return issues;
  }
  if (node.type === "string" && isText(node)) {
    if (typeof arabic !== "string" || arabic.trim() === "") report(`has no Arabic text (English: ${short(english)})`);
    else if (looksEnglish(arabic)) report(`is still in English: ${short(arabic)}`);
    else for (const message of ruleMessages(schema, arabic)) report(message);
    return issues;
  }
  if (english !== arabic) report(`must be the same as in ${place.englishFile} (${short(english)}), not ${short(arabic)}`);
  return issues;
}
