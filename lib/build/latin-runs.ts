/**
 * Latin runs inside right-to-left text: product and client names, acronyms, addresses and numbers
 * ("Oracle Fusion Cloud ERP", "E-Business Suite", "+150", "info@…"). On an Arabic page each run is
 * isolated (it reads left to right whatever surrounds it, and its neighbours keep the Arabic order) and
 * kept whole on one line, without editors marking anything: `scripts/postbuild.ts` runs
 * `isolateLatinRuns` over the body of every right-to-left page it exported (docs/architecture.md#languages).
 *
 * A run is Latin letters and digits, with what joins them inside a name: spaces, dots, hyphens,
 * ampersands, slashes, apostrophes, "@", "_", ":" (never at its ends), a comma between digits ("3,500"), a "+"
 * before a number and a "%",
 * "+" or "#" after it. An Arabic letter glued to it (the prefixes و, ب, ل, ك: "وE-Business Suite") and
 * the punctuation glued after it ("Partner.") stay outside the run, Arabic on their side; the line never
 * breaks between them (no break opportunity lies there). Pure: unit tested.
 *
 * The isolation is written in characters, not elements (issue 33: an Arabic page's HTML carried a
 * `<span>` per run, 360 on the home page alone): the run sits between LEFT-TO-RIGHT ISOLATE and POP
 * DIRECTIONAL ISOLATE (U+2066, U+2069), which the bidirectional algorithm reads exactly as a
 * `<span dir="ltr">` (only where it needs it: `needsIsolation`), and a run of at most `KEPT_WHOLE_MAX`
 * characters is held on one line by no-break spaces between its words and a word joiner after a hyphen.
 */

/** A Latin run: where it starts and ends in the text (UTF-16 offsets, end excluded). */
export interface LatinRun {
  readonly start: number;
  readonly end: number;
}

const LATIN = /[\p{Script=Latin}0-9]/u;
/** Marks (accents) written after a letter. */
const MARK = /\p{M}/u;
/** What joins two stretches of Latin letters or digits inside one run. */
const JOINER = /[ \u00A0.\-\u2010\u2011\u2013&/@_:'\u2019]/;
/** What may close a run right after its last letter or digit ("40%", "C++"). */
const SUFFIX = /[%+#\u00AE\u2122\u00B0]/;
const DIGIT = /[0-9]/;

/** The text's characters (code points) with their offsets, for lookahead over joiners. */
function codePoints(text: string): { readonly char: string; readonly at: number }[] {
  const points: { char: string; at: number }[] = [];
  for (let at = 0; at < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(at)!);
    points.push({ char, at });
    at += char.length;
  }
  return points;
}

/** The Latin runs of a text, in order. */
export function latinRuns(text: string): LatinRun[] {
  const points = codePoints(text);
  const offset = (index: number) => (index < points.length ? points[index]!.at : text.length);
  return latinRunsOf(points.map((point) => point.char)).map(({ start, end }) => ({ start: offset(start), end: offset(end) }));
}

/**
 * The runs of a sequence of characters, as indexes into it. An empty string stands for invisible markup
 * (an HTML comment between two pieces of text) that a run may cross but never starts or ends with.
 */
function latinRunsOf(chars: readonly string[]): LatinRun[] {
  const runs: LatinRun[] = [];
  const isLatin = (index: number) => index < chars.length && LATIN.test(chars[index]!);
  const startsNumber = (index: number) => chars[index] === '+' && index + 1 < chars.length && DIGIT.test(chars[index + 1]!);
  let index = 0;
  while (index < chars.length) {
    if (!isLatin(index) && !startsNumber(index)) {
      index += 1;
      continue;
    }
    const start = index;
    index += startsNumber(index) ? 2 : 1;
    let end = index;
    for (;;) {
      while (index < chars.length && (isLatin(index) || MARK.test(chars[index]!))) index += 1;
      end = index;
      // Joiners (and invisible markup) count only when Latin follows them.
      let next = index;
      while (next < chars.length && (chars[next] === '' || JOINER.test(chars[next]!))) next += 1;
      if (next > index && isLatin(next)) index = next;
      // A thousands separator: a comma between digits ("3,500") belongs to the number.
      else if (chars[index] === ',' && DIGIT.test(chars[index - 1] ?? '') && DIGIT.test(chars[index + 1] ?? '')) index += 1;
      else break;
    }
    while (end < chars.length && SUFFIX.test(chars[end]!)) end += 1;
    runs.push({ start, end });
    index = end;
  }
  return runs;
}

/** The elements whose text is never touched: raw text, scripts, forms' option lists, drawings, templates. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes']);
const SKIPPED = new Set(['head', 'svg', 'math', 'select', 'datalist', 'option', 'optgroup', 'template', 'code', 'pre', 'kbd', 'samp']);
/** A React island's root (components/ui/Island.tsx). */
const ISLAND = /\sdata-island(?:[\s=]|$)/;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** A start tag: its name and attributes (quoted values may hold ">"). */
const START_TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const END_TAG = /<\/([a-zA-Z][\w:-]*)\s*>/y;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));/iy;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/** One piece of a text segment of the HTML: its source, and the character it stands for ('' for a comment). */
interface Piece {
  readonly source: string;
  readonly char: string;
}

/** The pieces of a stretch of HTML text (character references decoded, comments kept as invisible pieces). */
function pieces(source: string): Piece[] {
  const result: Piece[] = [];
  for (let at = 0; at < source.length;) {
    if (source.startsWith('<!--', at)) {
      const close = source.indexOf('-->', at + 4);
      const end = close === -1 ? source.length : close + 3;
      result.push({ source: source.slice(at, end), char: '' });
      at = end;
      continue;
    }
    ENTITY.lastIndex = at;
    const entity = source[at] === '&' ? ENTITY.exec(source) : null;
    if (entity) {
      const [whole, decimal, hex, name] = entity;
      const code = decimal ? Number(decimal) : hex ? parseInt(hex, 16) : undefined;
      const char = code !== undefined ? String.fromCodePoint(code) : (NAMED[name!.toLowerCase()] ?? '\uFFFD');
      result.push({ source: whole, char });
      at += whole.length;
      continue;
    }
    const char = String.fromCodePoint(source.codePointAt(at)!);
    result.push({ source: char, char });
    at += char.length;
  }
  return result;
}

/** LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE: the run between them reads left to right, set apart from the Arabic around it. */
export const LRI = '\u2066';
export const PDI = '\u2069';
/** Held together on a line: a no-break space between a run's words, a word joiner after a hyphen ("E-Business"). */
const NO_BREAK_SPACE = '\u00A0';
export const WORD_JOINER = '\u2060';

/**
 * The longest run kept whole, in characters: "Oracle Global Gold Partner" (26) and "Oracle Cloud Infrastructure"
 * (27) are. A longer one ("Oracle HCM Cloud Excellence Implementer") is wider than a phone's line at body
 * size: held whole it would take lines of its own, so it is isolated only and wraps between its words.
 */
export const KEPT_WHOLE_MAX = 30;

/**
 * Whether a run needs its isolates: one of words and numbers only ("Oracle Fusion Cloud ERP", "E-Business
 * Suite", "3,500", "2024") already reads left to right inside Arabic text (its letters are strong, and the
 * bidirectional algorithm keeps a number's digits and separators together); a sign or a symbol ("+150",
 * "40%", "info@…", "https://…", "C++") would be drawn on the wrong side without them.
 */
export const needsIsolation = (run: string) => /[^\p{L}\p{M}\p{N} \u00A0.,\-\u2010\u2011\u2013&'\u2019]/u.test(run);

/**
 * A stretch of HTML text (text and comments, no tags) with each Latin run isolated (LRI … PDI) where it needs it, and held
 * whole unless it is longer than `KEPT_WHOLE_MAX`. A text that already holds an isolate was done before:
 * it comes back as it is.
 */
export function isolateInText(source: string): string {
  if (source.includes(LRI)) return source;
  const parts = pieces(source);
  const runs = latinRunsOf(parts.map((part) => part.char));
  if (!runs.length) return source;
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.source)
      .join('');
  const held = (part: Piece) => (part.char === ' ' ? NO_BREAK_SPACE : /^[-\u2010]$/.test(part.char) ? `${part.source}${WORD_JOINER}` : part.source);
  let out = '';
  let done = 0;
  for (const { start, end } of runs) {
    const run = parts.slice(start, end);
    const whole = run.filter((part) => part.char !== '').length <= KEPT_WHOLE_MAX;
    const shown = run.map((part) => (whole ? held(part) : part.source)).join('');
    out += text(done, start) + (needsIsolation(run.map((part) => part.char).join('')) ? `${LRI}${shown}${PDI}` : shown);
    done = end;
  }
  return out + text(done, parts.length);
}

/**
 * A page's HTML with the Latin runs of its body's text isolated (`isolateInText`). Attributes are
 * never changed, nor the text of raw-text elements (script, style, textarea, title), option lists,
 * drawings (svg, math), code, and the subtrees of React islands (`data-island`): the browser hydrates
 * an island against the HTML its component rendered, which must stay exactly that.
 */
export function isolateLatinRuns(html: string): string {
  const bodyAt = html.search(/<body[\s>]/);
  if (bodyAt === -1) return html;
  let out = html.slice(0, bodyAt);
  let at = bodyAt;
  let textFrom = at;
  /** The element whose subtree is being copied as it is, and how deep in elements of its name. */
  let skipping: { name: string; depth: number } | null = null;
  const flushText = (to: number) => {
    const text = html.slice(textFrom, to);
    out += skipping ? text : isolateInText(text);
  };
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    START_TAG.lastIndex = lt;
    END_TAG.lastIndex = lt;
    const start = START_TAG.exec(html);
    const end = start ? null : END_TAG.exec(html);
    if (!start && !end) {
      at = lt + 1;
      continue;
    }
    flushText(lt);
    const tag = (start ?? end)![0];
    const name = (start ?? end)![1]!.toLowerCase();
    let next = lt + tag.length;
    if (start) {
      const selfClosing = start[3] === '/' || VOID.has(name);
      if (skipping) {
        if (name === skipping.name && !selfClosing) skipping.depth += 1;
      } else if (!selfClosing && (SKIPPED.has(name) || RAW_TEXT.has(name) || ISLAND.test(start[2]!))) {
        skipping = { name, depth: 1 };
      }
      // Raw text ends only at its own end tag, whatever it holds.
      if (RAW_TEXT.has(name) && !selfClosing) {
        const close = new RegExp(`</${name}`, 'ig');
        close.lastIndex = next;
        next = close.exec(html)?.index ?? html.length;
      }
      out += html.slice(lt, next);
    } else {
      if (skipping && name === skipping.name && (skipping.depth -= 1) === 0) skipping = null;
      out += tag;
    }
    at = next;
    textFrom = next;
  }
  flushText(html.length);
  return out;
}
