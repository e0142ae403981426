/**
 * The content check's engine: validates each export of the content (lib/content/registry.ts) against its
 * schema (lib/content/schema.ts) and words every problem as one line for an editor,
 * "file › item › field: message", e.g.
 *   content/blogs.ts › beirut-open-day › title: must be at most 70 characters (it has 91)
 */
import { ValidationError, type AnyObject, type Schema } from 'yup';

/** The collections an item may point at by key (a case study at its client, industry and services…). */
export type Collection = 'blogs' | 'clients' | 'industries' | 'services' | 'offices' | 'legalEntities';

export interface ContentIssue {
  readonly file: string;
  readonly item: string;
  readonly field: string;
  readonly message: string;
  /** The value the problem names, a key or a link that points nowhere: a slug renamed elsewhere makes it point nowhere (lib/content/renames.ts). */
  readonly value?: string;
  /** The rule it breaks: a test's name ("known-key", "oneOf", "typeError"…), or "unique" for a key two items share. */
  readonly rule?: string;
}

/** One export of a content module and the shape it must have. */
export interface ContentEntry {
  /** The module, e.g. "content/blogs.ts". */
  readonly file: string;
  /** The export's name, e.g. "blogs". */
  readonly name: string;
  readonly value: unknown;
  /** `one`: the export is one item; `list`: an array of items; `record`: an object of items by key. */
  readonly kind: 'one' | 'list' | 'record';
  readonly schema: Schema;
  /** Fields whose value no two items of a list may share (slug, title…). */
  readonly unique?: readonly string[];
  /** The field naming a list's items (slug, id…): other languages key their texts by it. */
  readonly key?: string;
}

export interface CheckContext {
  /** Every page path of the site: links to other paths are reported. */
  readonly routes?: readonly string[];
  /** A language's own length limits, by LIMITS entry (content/languages.ts). */
  readonly limits?: { readonly [limit: string]: { readonly min?: number; readonly max?: number } };
  /** The keys of each collection: a reference to another item (a case study's client) is checked against them. */
  readonly keys?: { readonly [C in Collection]?: readonly string[] };
}

/** How an item of a list is named: its slug, else its position and its title or name. */
export function listItemName(listName: string, item: unknown, index: number): string {
  const record = item && typeof item === 'object' ? (item as AnyObject) : {};
  if (typeof record.slug === 'string' && record.slug) return record.slug;
  return `${listName} ${positionAndTitle(item, index)}`;
}

/** "#3" or '#3 "Beirut open day"': the position from 1 and the title, name or label when there is one. */
function positionAndTitle(item: unknown, index: number): string {
  const record = item && typeof item === 'object' ? (item as AnyObject) : {};
  const title = ['title', 'name', 'label', 'year'].map((field) => record[field]).find((value) => typeof value === 'string' || typeof value === 'number');
  return title === undefined ? `#${index + 1}` : `#${index + 1} "${String(title)}"`;
}

/** What a schema's type asks for, in an editor's words (yup says "must be a `string` type"). */
const EXPECTED_KIND: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list [ … ]',
  object: 'an object { … }',
  date: 'a date',
};

/** What a value is, in the same words, with the value when it is short: "text ("2025")", "a number (42)", "a list [ … ]", … */
function kindOf(value: unknown): string {
  if (typeof value === 'string') return `text (${JSON.stringify(value.length > 30 ? `${value.slice(0, 29)}…` : value)})`;
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : `a number (${value})`;
  if (typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return 'a list [ … ]';
  if (typeof value === 'object') return 'an object { … }';
  return `a ${typeof value}`;
}

/** A value of the wrong kind, in plain words: "is a number (42); it should be text". */
export function wrongKind(value: unknown, expected: string): string {
  return `is ${kindOf(value)}; it should be ${expected}`;
}

/** yup's own words for a value of the wrong type ("must be a `string` type, but the final value was: `20250312`."), which no editor should read. */
const YUP_TYPE_ERROR = /must be a `\w+` type/;

/** A value of the wrong type, in plain words ("is a number (42); it should be text"), or in the rule's own words where it has them (a date). */
function typeMessage(problem: ValidationError): string {
  if (!YUP_TYPE_ERROR.test(problem.message)) return problem.message;
  const expected = String(problem.params?.type ?? '');
  const value = problem.params && 'originalValue' in problem.params ? problem.params.originalValue : problem.value;
  return wrongKind(value, EXPECTED_KIND[expected] ?? `a ${expected}`);
}

/** A problem of one field; `value` is the value it names (a key or a link that points nowhere), `rule` the rule it breaks. */
interface FieldProblem {
  readonly field: string;
  readonly message: string;
  readonly value?: string;
  readonly rule?: string;
}

function validate(schema: Schema, value: unknown, context: CheckContext): FieldProblem[] {
  try {
    schema.validateSync(value, { abortEarly: false, strict: true, context });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const all = error.inner.length ? error.inner : [error];
    // A misspelt field name is one mistake: the field it was meant to be is not also "required".
    const meant = new Set(all.map((problem) => problem.params?.meant).filter((path): path is string => typeof path === 'string'));
    const problems: FieldProblem[] = [];
    const reported = new Set<string>();
    for (const problem of all) {
      const field = problem.path || '(whole item)';
      // One message per field: the first rule it breaks ("is required" before "too short").
      if (reported.has(field) || meant.has(field)) continue;
      reported.add(field);
      const message = problem.type === 'typeError' ? typeMessage(problem) : problem.message.replace(new RegExp(`^${escapeRegExp(field)}\\s*`), '');
      problems.push({
        field,
        message,
        ...(typeof problem.value === 'string' ? { value: problem.value } : {}),
        ...(problem.type ? { rule: problem.type } : {}),
      });
    }
    return problems;
  }
}

/** Validates every entry; returns all problems (empty when the content is sound). */
export function checkEntries(entries: readonly ContentEntry[], context: CheckContext = {}): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const entry of entries) {
    const items: [string, unknown][] =
      entry.kind === 'one'
        ? [[entry.name, entry.value]]
        : entry.kind === 'list'
          ? Array.isArray(entry.value)
            ? entry.value.map((item, index) => [listItemName(entry.name, item, index), item])
            : []
          : entry.value && typeof entry.value === 'object'
            ? Object.entries(entry.value)
            : [];
    if (entry.kind === 'list' && !Array.isArray(entry.value))
      issues.push({ file: entry.file, item: entry.name, field: '(whole list)', message: 'must be a list [ … ]' });
    for (const [item, value] of items) {
      for (const problem of validate(entry.schema, value, context)) issues.push({ file: entry.file, item, ...problem });
    }
    if (entry.kind === 'list' && Array.isArray(entry.value)) issues.push(...duplicates(entry, entry.value));
  }
  return issues;
}

/** Two items of a list with the same slug (or other unique field): both named by position and title. */
function duplicates(entry: ContentEntry, items: readonly unknown[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const field of entry.unique ?? []) {
    const first = new Map<string, number>();
    items.forEach((item, index) => {
      const value = (item as AnyObject | undefined)?.[field];
      if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return;
      const earlier = first.get(String(value));
      if (earlier === undefined) {
        first.set(String(value), index);
        return;
      }
      issues.push({
        file: entry.file,
        item: `${entry.name} ${positionAndTitle(item, index)}`,
        field,
        message: `"${value}" is also the ${field} of ${positionAndTitle(items[earlier], earlier)}; each needs its own ${field}`,
        value: String(value),
        rule: 'unique',
      });
    });
  }
  return issues;
}

export function formatIssue(issue: ContentIssue): string {
  return `${issue.file} › ${issue.item} › ${issue.field}: ${issue.message}`;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
