/**
 * Translations older than their English (`npm run check:translations`, scripts/check-translations.ts):
 * the pure half. Lunaria compares whole files; this compares each text, by item and field.
 *
 * 1. A content module's source, at any commit, is parsed (never run) with the TypeScript compiler and its
 *    exported literals read as plain values (`readExports`); whatever is not a literal (a helper's call,
 *    a spread, a name) is left out, a template with blanks is kept as written.
 * 2. Those values are flattened to one text per `export › item › field` (`flattenEnglish`,
 *    `flattenTranslation`), keyed the way the translation files key them (lib/content/translate.ts): a list
 *    of objects by its items' key field (slug, id, icon…), the one whose values the translation's keys
 *    are; a list of texts only (paragraphs, keywords, cards) is one field, whole.
 * 3. Along a file's history, each text's last change is the newest version where its value differs from
 *    the version before (`lastChanges`); a text is stale when its English changed after its translation
 *    did and after any mark that it was reviewed (`staleTexts`).
 */
import ts from 'typescript';

/** A literal value read from source: what an exported `const` holds, less what is not a literal. */
export type Literal = string | number | boolean | null | readonly Literal[] | { readonly [key: string]: Literal };

/** One text (or one whole list of texts) of a module: where it is and its value, compared as written. */
export interface FieldText {
  /** What the report and the reviewed marks call it: `item › field` (a list's item) or `export › field`. */
  readonly label: string;
  readonly value: string;
}

/** A module's texts by id (`export`, its keys and fields, joined by \u0001): the same id in English and its translation. */
export type Fields = ReadonlyMap<string, FieldText>;

/** Fields that name a list's items, in the order they are tried when the translation does not say. */
export const KEY_FIELDS = ['slug', 'id', 'key', 'image', 'year', 'icon', 'name', 'href'] as const;

const SKIP = Symbol('not a literal');

/** The module's own top-level `const`s, which a literal may name (`export const pages = { home, about }`). */
type Locals = ReadonlyMap<string, ts.Expression>;

function literalOf(node: ts.Expression, source: ts.SourceFile, locals: Locals, depth = 0): Literal | typeof SKIP {
  if (depth > 20) return SKIP;
  const inner = (expression: ts.Expression) => literalOf(expression, source, locals, depth + 1);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node))
    return inner(node.expression);
  if (ts.isIdentifier(node)) {
    const local = locals.get(node.text);
    return local ? inner(local) : SKIP;
  }
  // A helper that marks one value (`sample("…")`) stands for it; any other call is left out.
  if (ts.isCallExpression(node)) return node.arguments.length === 1 ? inner(node.arguments[0]!) : SKIP;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) {
    const items: Literal[] = [];
    for (const element of node.elements) {
      const value = ts.isSpreadElement(element) ? SKIP : inner(element);
      if (value !== SKIP) items.push(value);
    }
    return items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object: Record<string, Literal> = {};
    for (const property of node.properties) {
      if (ts.isShorthandPropertyAssignment(property)) {
        const value = inner(property.name);
        if (value !== SKIP) object[property.name.text] = value;
        continue;
      }
      if (!ts.isPropertyAssignment(property)) continue;
      const name = propertyName(property.name);
      const value = name === undefined ? SKIP : inner(property.initializer);
      if (name !== undefined && value !== SKIP) object[name] = value;
    }
    return object;
  }
  return SKIP;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)) return name.expression.text;
  return undefined;
}

/** The exported `const`s of a module's source whose values are literals (in part or whole), by name. Never throws on odd source. */
export function readExports(text: string, fileName = 'module.ts'): Record<string, Literal> {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const locals = new Map<string, ts.Expression>();
  const exported: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const isExported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      locals.set(declaration.name.text, declaration.initializer);
      if (isExported) exported.push(declaration.name.text);
    }
  }
  const exports: Record<string, Literal> = {};
  for (const name of exported) {
    const value = literalOf(locals.get(name)!, source, locals);
    if (value !== SKIP) exports[name] = value;
  }
  return exports;
}

const isObject = (value: unknown): value is { readonly [key: string]: Literal } => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';
const ID = '\u0001';

/**
 * The field a list of objects is keyed by: of the fields every item has with a distinct value, the one
 * whose values are the keys of the translation's object there (`hint`), else the first of KEY_FIELDS.
 * None: the list is compared whole.
 */
export function keyFieldOf(items: readonly Literal[], hint?: Literal): string | undefined {
  if (items.length === 0 || !items.every(isObject)) return undefined;
  const objects = items as readonly { readonly [key: string]: Literal }[];
  const candidates = Object.keys(objects[0]!).filter((field) => {
    const values = objects.map((item) => item[field]);
    return values.every(isScalar) && new Set(values.map(String)).size === values.length;
  });
  if (isObject(hint)) {
    const keys = new Set(Object.keys(hint));
    const score = (field: string) => objects.filter((item) => keys.has(String(item[field]))).length;
    const best = [...candidates].sort((a, b) => score(b) - score(a))[0];
    if (best !== undefined && score(best) > 0) return best;
  }
  return KEY_FIELDS.find((field) => candidates.includes(field));
}

function labelOf(path: readonly string[], listExports: ReadonlySet<string>): string {
  const [name, ...rest] = path;
  if (listExports.has(name!) && rest.length > 0) {
    const [item, ...field] = rest;
    return field.length ? `${item} › ${field.join('.')}` : item!;
  }
  return rest.length ? `${name} › ${rest.join('.')}` : name!;
}

const asText = (value: Literal) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The English exports that are lists: a translation names their items without the export's name. */
export const listExportsOf = (exports: Readonly<Record<string, Literal>>) => new Set(Object.keys(exports).filter((name) => Array.isArray(exports[name])));

/**
 * An English module's texts, keyed as its translation keys them. `translation` (the translation's current
 * exports) says by which field each list's items are keyed and which lists are written whole.
 */
export function flattenEnglish(exports: Readonly<Record<string, Literal>>, translation: Readonly<Record<string, Literal>> = {}): Map<string, FieldText> {
  const fields = new Map<string, FieldText>();
  const lists = listExportsOf(exports);
  const emit = (path: readonly string[], value: Literal) => fields.set(path.join(ID), { label: labelOf(path, lists), value: asText(value) });
  const walk = (value: Literal, hint: Literal | undefined, path: readonly string[]) => {
    if (Array.isArray(value)) {
      const key = Array.isArray(hint) ? undefined : keyFieldOf(value, hint);
      if (key === undefined) return emit(path, value);
      for (const item of value as readonly { readonly [key: string]: Literal }[]) {
        const name = String(item[key]);
        walk(item, isObject(hint) ? hint[name] : undefined, [...path, name]);
      }
    } else if (isObject(value)) {
      for (const [field, inner] of Object.entries(value)) walk(inner, isObject(hint) ? hint[field] : undefined, [...path, field]);
    } else emit(path, value);
  };
  for (const [name, value] of Object.entries(exports)) walk(value, translation[name], [name]);
  return fields;
}

/** A translation module's texts: objects by field or item key, lists whole. `listExports`: the English exports that are lists. */
export function flattenTranslation(exports: Readonly<Record<string, Literal>>, listExports: ReadonlySet<string>): Map<string, FieldText> {
  const fields = new Map<string, FieldText>();
  const walk = (value: Literal, path: readonly string[]) => {
    if (isObject(value)) for (const [field, inner] of Object.entries(value)) walk(inner, [...path, field]);
    else fields.set(path.join(ID), { label: labelOf(path, listExports), value: asText(value) });
  };
  for (const [name, value] of Object.entries(exports)) walk(value, [name]);
  return fields;
}

/** One version of a file: its place in history (higher is newer; the uncommitted file is Infinity) and its texts. */
export interface Version {
  readonly rank: number;
  readonly fields: Fields;
}

/** Each text's last change along a file's versions (oldest first): the rank of the newest version where it differs from the one before. */
export function lastChanges(versions: readonly Version[]): Map<string, number> {
  const changed = new Map<string, number>();
  let previous: Fields = new Map();
  for (const version of versions) {
    for (const [id, field] of version.fields) if (previous.get(id)?.value !== field.value) changed.set(id, version.rank);
    previous = version.fields;
  }
  return changed;
}

/** A mark that a translation was reviewed against its English: the line of content/reviewed-translations.ts and the rank of the commit that wrote it. */
export interface ReviewMark {
  readonly line: string;
  readonly rank: number;
}

/** A translation's text older than its English. */
export interface StaleText {
  /** content/<lang>/<file>.ts */
  readonly file: string;
  /** `item › field`, as the report and the marks write it. */
  readonly label: string;
  /** The English when the translation was last changed or reviewed (undefined: there was none then). */
  readonly before: string | undefined;
  readonly after: string;
}

/** Whether a reviewed mark covers a text: the same `file › item › field`, or a file or `file › item` before it. */
export function markCovers(mark: string, file: string, label: string): boolean {
  const line = `${file} › ${label}`;
  const prefix = mark.trim();
  return line === prefix || line.startsWith(`${prefix} › `) || line.startsWith(`${prefix}.`);
}

/**
 * The translation's texts whose English changed after the translation last did (and after the newest mark
 * reviewing it): every text of the translation now that the English has now too. `english` and
 * `translation` are each file's versions, oldest first, the last being the file now.
 */
export function staleTexts(file: string, english: readonly Version[], translation: readonly Version[], marks: readonly ReviewMark[] = []): StaleText[] {
  const englishNow = english.at(-1)?.fields;
  const translationNow = translation.at(-1)?.fields;
  if (!englishNow || !translationNow) return [];
  const englishChanged = lastChanges(english);
  const translationChanged = lastChanges(translation);
  const stale: StaleText[] = [];
  for (const [id, text] of translationNow) {
    const source = englishNow.get(id);
    if (!source) continue;
    const reviewed = Math.max(
      translationChanged.get(id) ?? -Infinity,
      ...marks.filter((mark) => markCovers(mark.line, file, source.label)).map((mark) => mark.rank),
    );
    const changed = englishChanged.get(id) ?? -Infinity;
    if (!(changed > reviewed)) continue;
    const then = [...english].reverse().find((version) => version.rank <= reviewed);
    stale.push({ file, label: text.label, before: then?.fields.get(id)?.value, after: source.value });
  }
  return stale;
}

const quote = (text: string | undefined) => (text === undefined ? '(none)' : JSON.stringify(text.length > 200 ? `${text.slice(0, 197)}…` : text));

/** "3 translations older than their English": the report's count, and the preview's. */
export const olderThanEnglish = (count: number) => `${count} ${count === 1 ? 'translation' : 'translations'} older than their English`;

/** The report: each stale text with its English before and after, grouped by language, and a count per language. */
export function formatReport(stale: readonly StaleText[], codes: readonly string[]): string[] {
  const lines: string[] = [];
  for (const code of codes) {
    const mine = stale.filter((text) => text.file.startsWith(`content/${code}/`));
    for (const text of mine) {
      lines.push(`${text.file} › ${text.label}`);
      lines.push(`    English then: ${quote(text.before)}`);
      lines.push(`    English now:  ${quote(text.after)}`);
    }
  }
  const counts = codes.map((code) => `${code}: ${stale.filter((text) => text.file.startsWith(`content/${code}/`)).length}`);
  lines.push(
    stale.length === 0
      ? `Every translation is as new as its English (${counts.join(', ')}).`
      : `${olderThanEnglish(stale.length)} (${counts.join(', ')}): update each, or mark it reviewed (docs/editing.md, "Translations older than their English").`,
  );
  return lines;
}
