/**
 * Cuts the site's stylesheet down to what a group of pages can use (scripts/postbuild.ts, via
 * lib/build/page-styles.ts): a rule stays when every class its selector requires is in the pages'
 * HTML or in the browser code that may add it later, and when its `:lang()` is theirs. Order,
 * layers and specificity are untouched, so what stays cascades exactly as in the whole sheet.
 *
 * Written for the minified CSS that Next and Tailwind emit: no comments; strings only in values.
 */

/** The top-level statements and blocks of a piece of CSS: `a{…}`, `@media …{…}`, `@layer x;`. */
export function cssBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | undefined;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') index += 1;
    else if (char === '{') depth += 1;
    else if (char === '}' || (char === ';' && depth === 0)) {
      if (char === '}') depth -= 1;
      if (depth === 0) {
        const block = css.slice(start, index + 1).trim();
        if (block && block !== ';') blocks.push(block);
        start = index + 1;
      }
    }
  }
  const rest = css.slice(start).trim();
  if (rest) blocks.push(rest);
  return blocks;
}

const unescapeIdentifier = (text: string) =>
  text.replace(/\\([0-9a-fA-F]{1,6}) ?|\\([^])/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );

/** The characters of a selector outside escapes, attribute selectors and parentheses, with their index (an opening one included). */
function* topLevel(selector: string): Generator<readonly [string, number]> {
  let depth = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index]!;
    if (char === '\\') index += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else {
      if (depth === 0) yield [char, index];
      if (char === '(' || char === '[') depth += 1;
    }
  }
}

/**
 * What one complex selector (no top-level commas) requires of a page: its class names and `:lang()`
 * values outside functional pseudo-classes (`:not(.x)`, `:is(.a,.b)`, `:where(…)` and `:has(…)` require
 * nothing for sure, so what they hold is not counted) and outside attribute selectors.
 */
export function selectorRequires(selector: string): { classes: string[]; langs: string[] } {
  const classes: string[] = [];
  const langs: string[] = [];
  for (const [char, index] of topLevel(selector)) {
    if (char === '.') {
      const name = /^(?:\\[0-9a-fA-F]{1,6} ?|\\[^]|[\w-]|[^\x00-\x7f])+/.exec(selector.slice(index + 1))?.[0] ?? '';
      classes.push(unescapeIdentifier(name));
    } else if (char === '(' && selector.slice(0, index).endsWith(':lang')) {
      const values = selector.slice(index + 1, selector.indexOf(')', index)).split(',');
      langs.push(...values.map((lang) => lang.trim().replace(/^["']|["']$/g, '')));
    }
  }
  return { classes, langs };
}

/** The selectors of a list, split at its top-level commas. */
export function selectorList(selectors: string): string[] {
  const commas = [...topLevel(selectors)].filter(([char]) => char === ',').map(([, index]) => index);
  return [-1, ...commas]
    .map((comma, at) => selectors.slice(comma + 1, commas[at]))
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface PurgeContext {
  /** Class names the pages have, or that browser code may give them. */
  readonly classes: ReadonlySet<string>;
  /** The pages' language (`<html lang>`). */
  readonly lang: string;
  /** Other CSS of the pages (their feature sheets): the custom properties it reads stay. */
  readonly alsoRead?: string;
}

const langMatches = (wanted: string, lang: string) => lang === wanted || lang.startsWith(`${wanted}-`);

function selectorCanMatch(selector: string, context: PurgeContext): boolean {
  const { classes, langs } = selectorRequires(selector);
  return classes.every((name) => context.classes.has(name)) && langs.every((wanted) => langMatches(wanted, context.lang));
}

const GROUPING = /^@(media|supports|layer|container|scope|starting-style)\b/;

function purgeBlocks(blocks: readonly string[], context: PurgeContext): string[] {
  return blocks.flatMap((block) => {
    const open = block.indexOf('{');
    if (open === -1) return [block];
    const prelude = block.slice(0, open).trim();
    if (prelude.startsWith('@')) {
      if (!GROUPING.test(prelude)) return [block];
      const inner = purgeBlocks(cssBlocks(block.slice(open + 1, -1)), context);
      // An empty layer still says where the layer stands in the order; an empty media query says nothing.
      if (!inner.length && !prelude.startsWith('@layer')) return [];
      return [`${prelude}{${inner.join('')}}`];
    }
    return selectorList(prelude).some((selector) => selectorCanMatch(selector, context)) ? [block] : [];
  });
}

/**
 * Custom properties no remaining rule reads: Tailwind's own (`--tw-…`, declared for every utility
 * that might use them, with `@property` and a fallback for browsers without it) and the theme's
 * (`@layer theme`). Keyframes nothing else names go as well.
 */
function withoutUnused(css: string, alsoRead: string): string {
  const read = new Set([...(css + alsoRead).matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!));
  const unreadDeclaration = (declaration: string, name: string) => (read.has(name) ? declaration : '');
  return css
    .replace(/@property (--tw-[\w-]+)\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ''))
    .replace(/(?<=[{;])(--tw-[\w-]+):[^;}]*;?/g, unreadDeclaration)
    .replace(/@layer theme\{[^]*?\}\}/, (layer) => layer.replace(/(?<=[{;])(--[\w-]+):[^;}]*;?/g, unreadDeclaration))
    .replace(/@keyframes ([\w-]+)\{(?:[^{}]*\{[^}]*\})*[^{}]*\}/g, (rule, name: string) => (css.split(name).length > 2 ? rule : ''));
}

/** The rules of `css` that pages with these classes and this language can use. */
export function purgeCss(css: string, context: PurgeContext): string {
  return withoutUnused(purgeBlocks(cssBlocks(css), context).join(''), context.alsoRead ?? '');
}

/**
 * Every word of a source file that could be a class name: what Tailwind would read in it, roughly
 * (split at spaces, quotes, backticks, braces and angle brackets). A class a browser module or an
 * island adds after load is one of them.
 */
export function classCandidates(source: string): string[] {
  return source.split(/[\s"'`{}<>;,=]+/).filter(Boolean);
}

/**
 * `css` without the selectors that match `pattern`: a rule left with none goes, and a media query left
 * empty. For a library's stylesheet (scripts/build-browser.ts), whose comments go too.
 */
export function withoutSelectors(css: string, pattern: RegExp): string {
  const drop = (blocks: readonly string[]): string[] =>
    blocks.flatMap((block) => {
      const open = block.indexOf('{');
      if (open === -1) return [block];
      const prelude = block.slice(0, open).trim();
      if (prelude.startsWith('@')) {
        if (!GROUPING.test(prelude)) return [block];
        const inner = drop(cssBlocks(block.slice(open + 1, -1)));
        return inner.length ? [`${prelude}{${inner.join('\n')}}`] : [];
      }
      const kept = selectorList(prelude).filter((selector) => !pattern.test(selector));
      return kept.length ? [`${kept.join(',')}${block.slice(open)}`] : [];
    });
  return drop(cssBlocks(css.replace(/\/\*[^]*?\*\//g, ''))).join('\n');
}
