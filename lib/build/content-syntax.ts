/**
 * Syntax and load errors in the .ts files of content/ and its language folders (content/ar/, …), told to
 * content editors in one plain sentence each, in the content check's format ("content/blogs.ts › line 42:
 * …"), the same whatever the file's language, instead of a parser message and a stack trace. Used by
 * lib/build/content-check-run.ts (`npm run content:check`); pure, no I/O (the caller reads the files).
 */
import { transformSync, type Message } from 'esbuild';
import { isAbsolute, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

type Location = NonNullable<Message['location']>;

/** A quoted text on one line: its quote, the index of its opening quote and of its closing quote (null: still open at the end of the line). */
interface QuotedText {
  quote: string;
  start: number;
  end: number | null;
}

/**
 * The quoted texts of one line, read from its start: escapes are skipped, and so are block comments; a line
 * comment ends the line. `codeEnd` is where the code stops (before a trailing comment).
 */
function readLine(line: string): { texts: QuotedText[]; codeEnd: number } {
  const texts: QuotedText[] = [];
  let i = 0;
  while (i < line.length) {
    const char = line[i]!;
    if (char === '/' && line[i + 1] === '/') return { texts, codeEnd: i };
    if (char === '/' && line[i + 1] === '*') {
      const close = line.indexOf('*/', i + 2);
      if (close < 0) return { texts, codeEnd: i };
      i = close + 2;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      let j = i + 1;
      while (j < line.length && line[j] !== char) j += line[j] === '\\' ? 2 : 1;
      const end = j < line.length ? j : null;
      texts.push({ quote: char, start: i, end });
      if (end === null) return { texts, codeEnd: line.length };
      i = end + 1;
      continue;
    }
    i += 1;
  }
  return { texts, codeEnd: line.length };
}

/** A word: letters (with their combining marks: Arabic vowel signs, accents), digits, `_`, `$` and `-`. */
const WORD = /^[\p{L}\p{M}\p{N}_$-]+/u;
const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

/** The start of a text for a message: its first characters, cut at a word with "…" when long. */
function excerpt(text: string, max = 30): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > 10 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What stands at `column`: a quoted text (shown as typed, shortened) or a word (shown between double quotes). */
function thingAt(line: string, column: number): string {
  const rest = line.slice(column);
  const opened = readLine(rest).texts[0];
  if (opened && opened.start === 0) return excerpt(rest.slice(0, opened.end === null ? undefined : opened.end + 1));
  const word = WORD.exec(rest)?.[0];
  return `"${word ?? rest.trim().charAt(0)}"`;
}

/** Is this line only a comment, or part of a block comment? */
const isCommentLine = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line) || /\*\/\s*$/.test(line);

/** Does this code end with a value (a text, a number, a list, an object, a call, true, false or null)? */
const endsWithValue = (code: string) => /(["'`\])}]|\d|\btrue|\bfalse|\bnull)$/.test(code);

/** The 1-based number of the last line before `lineNumber` that holds code (blank and comment lines are skipped). */
function previousCodeLine(lines: string[], lineNumber: number): number | null {
  for (let n = lineNumber - 1; n >= 1; n -= 1) {
    const line = lines[n - 1]!;
    if (line.trim() !== '' && !isCommentLine(line)) return n;
  }
  return null;
}

/**
 * The index in `line` (in UTF-16 code units, as JavaScript and editors count) of esbuild's column, which
 * counts bytes of UTF-8 (`Location.column`): past an Arabic letter (two bytes) or an emoji (four) the two
 * differ, and a message would name the wrong word, or none.
 */
function columnIndex(line: string, byteColumn: number): number {
  return Buffer.from(line, 'utf8').subarray(0, byteColumn).toString('utf8').length;
}

function describe(file: string, lines: string[], text: string, location: Location): string {
  const lineNumber = location.line;
  const line = lines[lineNumber - 1] ?? location.lineText;
  const column = columnIndex(line, location.column);
  const at = `${file} › line ${lineNumber}`;
  const { texts } = readLine(line);

  if (text.startsWith('Unterminated string')) {
    const open = texts.find((quoted) => quoted.end === null);
    if (open) {
      const start = excerpt(line.slice(open.start).trimEnd());
      return `${at}: the text ${start} has no closing quote; end it with the same quote it starts with (${open.quote}).`;
    }
  }

  // A text that ends early: a quote closed it, and a word follows straight after (not a field name: that is a missing comma).
  const closed = texts.filter((quoted) => quoted.end !== null && quoted.end < column && line.slice(quoted.end + 1, column).trim() === '').pop();
  const wordAfter = WORD.exec(line.slice(column))?.[0];
  const isFieldName = wordAfter !== undefined && /^\s*:/.test(line.slice(column + wordAfter.length));
  if (closed && closed.end !== null && wordAfter && !isFieldName) {
    const quoteAt = closed.end;
    if (closed.quote === "'" && isLetter(line[quoteAt - 1])) {
      const before = /[\p{L}\p{M}\p{N}-]*$/u.exec(line.slice(closed.start + 1, quoteAt))?.[0] ?? '';
      const after = column === quoteAt + 1 ? wordAfter : '';
      return `${at}: the apostrophe in "${before}'${after}" ends the text early; write the whole text between double quotes ("…") so it can contain apostrophes.`;
    }
    if (closed.quote === "'") {
      return `${at}: the quote (') before "${wordAfter}" ends the text early; write the whole text between double quotes ("…"), or use curly quotes ‘ ’ inside it.`;
    }
    if (closed.quote === '"') {
      return `${at}: the straight quote (") before "${wordAfter}" ends the text early; inside a text, write quotation marks as curly quotes “ ”.`;
    }
  }

  // A number written with a leading 0 (a date or a code without its quotes): esbuild's "Legacy octal literals".
  if (text.startsWith('Legacy octal')) {
    const code = line.slice(0, readLine(line).codeEnd);
    const date = /(?<![\w"'`])(\d{4}-\d{1,2}-\d{1,2})(?![\w"'`])/.exec(code)?.[1];
    if (date) return `${at}: a date must be in quotes: "${date}".`;
    const number = /^\d+/.exec(line.slice(column))?.[0];
    if (number) return `${at}: ${number} starts with 0, which a number cannot; if it is a code or a phone number, write it as text, in quotes: "${number}".`;
  }

  if (/^Expected "[,}\]]" but found /.test(text)) {
    const firstCode = line.search(/\S/);
    if (column <= firstCode) {
      // The mistake is at the end of the line before: name that line, the one to fix.
      const previous = previousCodeLine(lines, lineNumber);
      if (previous !== null) {
        const previousLine = lines[previous - 1]!;
        const code = previousLine.slice(0, readLine(previousLine).codeEnd).trimEnd();
        if (endsWithValue(code)) return `${file} › line ${previous}: a comma is missing at the end of this line (every field and list item ends with ",").`;
      }
    } else if (endsWithValue(line.slice(0, column).trimEnd())) {
      return `${at}: a comma is missing before ${thingAt(line, column)} (every field and list item ends with ",").`;
    }
  }

  const message = text.replace(/\.$/, '');
  return `${at}, column ${column + 1}: ${message}. Check the quotes, commas and brackets on this line and the one before.`;
}

/**
 * One sentence for the first syntax error of a content file, or null when the file reads well.
 * `file` is the name shown (e.g. "content/blogs.ts"), `source` the file's text.
 */
export function syntaxProblem(file: string, source: string): string | null {
  try {
    // As an ES module, as the loader reads it: a number with a leading 0 (a date without quotes) is an error there.
    transformSync(source, { loader: 'ts', format: 'esm', sourcefile: file, logLevel: 'silent' });
    return null;
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0];
    if (!first) return `${file}: ${error instanceof Error ? error.message : String(error)}`;
    if (!first.location) return `${file}: ${first.text.replace(/\.$/, '')}.`;
    return describe(file, source.split(/\r?\n/), first.text, first.location);
  }
}

/** The file of a path or file URL, without the query a loader may add to keep its own copy of a module (tsx's `?namespace=…`). */
function filePath(path: string): string {
  const file = path.replace(/\?[^/]*$/, '');
  return file.startsWith('file://') ? fileURLToPath(file) : file;
}

/** A path or file URL as shown to editors: relative to the project root, with forward slashes. */
function shown(path: string, root: string): string {
  const absolute = filePath(path);
  if (!isAbsolute(absolute)) return absolute;
  return relative(root, absolute).split(sep).join('/');
}

/** The first stack frame inside `<root>/content/`: its file (as shown) and line. */
function contentFrame(stack: string, root: string): { file: string; line: number } | null {
  for (const match of stack.matchAll(/((?:file:\/\/)?[^\s()?]+\.tsx?)(?:\?[^\s():]*)?:(\d+):\d+/g)) {
    const file = shown(match[1]!, root);
    if (file.startsWith('content/')) return { file, line: Number(match[2]) };
  }
  return null;
}

/** The file, line, column and words of a loader's (tsx's) syntax error: "Transform failed with 1 error:\n<file>:37:4: ERROR: …". */
const TRANSFORM_FAILED = /^Transform failed with \d+ errors?:\n(.+?):(\d+):(\d+): ERROR: (.+)$/m;

/**
 * One sentence for an error thrown while the content modules load (a missing module, an undefined name,
 * an exception while a content file runs), naming the content file and line. `root` holds content/.
 * A syntax error the loader met (in a file the syntax pass did not read) is told as `syntaxProblem` tells
 * it, from the file's text: `readSource(path)` gives it (null when it cannot be read).
 */
export function loadProblem(error: unknown, root: string, readSource: (path: string) => string | null = () => null): string {
  const err: Error & { requireStack?: string[] } = error instanceof Error ? error : new Error(String(error));
  const transform = TRANSFORM_FAILED.exec(err.message);
  if (transform) {
    const [, path, line, , text] = transform as unknown as [string, string, string, string, string];
    const file = shown(path, root);
    const source = readSource(path);
    const problem = source === null ? null : syntaxProblem(file, source);
    return problem ?? `${file} › line ${line}: ${text.replace(/\.$/, '')}. Check the quotes, commas and brackets on this line and the one before.`;
  }
  const message = err.message.split('\n')[0]!.replace(/\.$/, '');

  const missing = /^Cannot find (?:module|package) '([^']+)'(?: imported from (.+))?/.exec(message);
  if (missing) {
    const importer = missing[2] ?? err.requireStack?.[0];
    const wanted = isAbsolute(missing[1]!) ? shown(missing[1]!, root) : missing[1]!;
    if (!importer) return `content: it imports "${wanted}", which does not exist.`;
    const source = readSource(filePath(importer));
    const line = source === null ? -1 : source.split(/\r?\n/).findIndex((text) => text.includes(`"${wanted}"`) || text.includes(`'${wanted}'`));
    return `${shown(importer, root)}${line < 0 ? '' : ` › line ${line + 1}`}: it imports "${wanted}", which does not exist.`;
  }

  const frame = contentFrame(err.stack ?? '', root);
  const at = frame ? `${frame.file} › line ${frame.line}` : 'content';
  const notDefined = /^(\S+) is not defined$/.exec(message);
  if (notDefined) return `${at}: "${notDefined[1]}" is not defined; check its spelling, or put it between quotes if it is a text.`;
  const tooEarly = /^Cannot access '([^']+)' before initialization$/.exec(message);
  if (tooEarly) return `${at}: "${tooEarly[1]}" is used before it is defined; move its definition above this line.`;
  return `${at}: ${message}.`;
}
