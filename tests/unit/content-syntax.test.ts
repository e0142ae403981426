import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offices } from '@/content/site';
import { loadProblem, syntaxProblem } from '@/lib/build/content-syntax';
import { SAMPLE_FILES, SAMPLE_MISTAKES, sampleSource } from './content-samples';

/** The real content files, as a content editor finds them. */
const read = (name: string) => readFileSync(join(process.cwd(), 'content', name), 'utf8');
const blogs = read('blogs.ts');
const services = read('services.ts');
const site = read('site.ts');
/** An office's city, from the content (an editor may remove any office). */
const city = offices[0]!.city;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** A mistake made in a real file: the broken source and the (1-based) line of the change. */
interface Mistake {
  source: string;
  line: number;
}

/** Replaces the first match of `pattern` with `to(match)`. */
function change(source: string, pattern: RegExp, to: (match: string) => string): Mistake {
  const match = pattern.exec(source);
  if (!match) throw new Error(`${pattern} is not in the file any more: choose another text`);
  const broken = source.slice(0, match.index) + to(match[0]) + source.slice(match.index + match[0].length);
  return { source: broken, line: lineAt(broken, match.index) };
}

/**
 * Rewrites the first "…" text holding `word` (and no apostrophe) between single quotes, as an editor used to
 * single quotes would, writing `replacement` instead of the word.
 */
const inSingleQuotes = (source: string, word: string, replacement: string) =>
  change(source, new RegExp(`"[^'"\\n]*\\b${escape(word)}\\b[^'"\\n]*"`), (text) => `'${text.slice(1, -1).replace(word, replacement)}'`);

/** In the first "…" text holding `word`, writes `replacement` instead of the word. */
const inDoubleQuotes = (source: string, word: string, replacement: string) =>
  change(source, new RegExp(`"[^"\\n]*\\b${escape(word)}\\b[^"\\n]*"`), (text) => text.replace(word, replacement));

/** Deletes the comma at the end of the first line that starts (after its indent) with `start`. */
const dropEndComma = (source: string, start: string) => change(source, new RegExp(`^[ \\t]*(?=${escape(start)}).*,$`, 'm'), (line) => line.slice(0, -1));

describe('syntaxProblem', () => {
  it('finds nothing in the content files as they are', () => {
    const names = readdirSync(join(process.cwd(), 'content')).filter((name) => name.endsWith('.ts'));
    expect(names).toEqual(expect.arrayContaining(['blogs.ts', 'services.ts', 'site.ts']));
    for (const name of names) expect(syntaxProblem(`content/${name}`, read(name)), name).toBeNull();
  });

  it('names the word whose apostrophe ends a single-quoted text early', () => {
    const office = inSingleQuotes(site, city, `${city}'s`);
    expect(syntaxProblem('content/site.ts', office.source)).toBe(
      `content/site.ts › line ${office.line}: the apostrophe in "${city}'s" ends the text early; write the whole text between double quotes ("…") so it can contain apostrophes.`,
    );
    const payroll = inSingleQuotes(blogs, 'payroll', "payroll's");
    expect(syntaxProblem('content/blogs.ts', payroll.source)).toBe(
      `content/blogs.ts › line ${payroll.line}: the apostrophe in "payroll's" ends the text early; write the whole text between double quotes ("…") so it can contain apostrophes.`,
    );
  });

  it('names a plural possessive that ends a single-quoted text early', () => {
    const mistake = inSingleQuotes(services, 'consultants', "consultants'");
    expect(syntaxProblem('content/services.ts', mistake.source)).toBe(
      `content/services.ts › line ${mistake.line}: the apostrophe in "consultants'" ends the text early; write the whole text between double quotes ("…") so it can contain apostrophes.`,
    );
  });

  it('says a single quote used as a quotation mark ends a single-quoted text early', () => {
    const mistake = inSingleQuotes(blogs, 'payroll', "'payroll'");
    expect(syntaxProblem('content/blogs.ts', mistake.source)).toBe(
      `content/blogs.ts › line ${mistake.line}: the quote (') before "payroll" ends the text early; write the whole text between double quotes ("…"), or use curly quotes ‘ ’ inside it.`,
    );
  });

  it('points a straight double quote inside a double-quoted text to curly quotes', () => {
    const mistake = inDoubleQuotes(services, 'standard', '"standard"');
    expect(syntaxProblem('content/services.ts', mistake.source)).toBe(
      `content/services.ts › line ${mistake.line}: the straight quote (") before "standard" ends the text early; inside a text, write quotation marks as curly quotes “ ”.`,
    );
  });

  it('names the line that lacks its comma, not the line where the file stops making sense', () => {
    const missingComma = (file: string, mistake: Mistake) =>
      `${file} › line ${mistake.line}: a comma is missing at the end of this line (every field and list item ends with ",").`;
    for (const [file, source, start] of [
      ['content/blogs.ts', blogs, 'date:'], // a text field
      ['content/blogs.ts', blogs, '"'], // a list item
      ['content/blogs.ts', blogs, '},'], // an object in a list
      ['content/site.ts', site, 'copyrightYear:'], // a number
      ['content/site.ts', site, 'email:'], // a call, with a comment line before the next field
      ['content/services.ts', services, 'title:'],
    ] as const) {
      const mistake = dropEndComma(source, start);
      expect(syntaxProblem(file, mistake.source), start).toBe(missingComma(file, mistake));
    }
  });

  it('names what follows a comma missing inside one line', () => {
    const field = change(services, /\{ icon: "[a-z]+", text:/, (text) => text.replace('",', '"'));
    expect(syntaxProblem('content/services.ts', field.source)).toBe(
      `content/services.ts › line ${field.line}: a comma is missing before "text" (every field and list item ends with ",").`,
    );
    const item = change(services, /keywords: \["[^"]+", "[^"]+"/, (text) => text.replace('", "', '" "'));
    const second = /keywords: \["[^"]+" ("[^"]+")/.exec(item.source)![1];
    expect(syntaxProblem('content/services.ts', item.source)).toBe(
      `content/services.ts › line ${item.line}: a comma is missing before ${second} (every field and list item ends with ",").`,
    );
  });

  it('says when a text has no closing quote', () => {
    // A date written as a plain text (as when a sample date becomes the real one) without its closing quote.
    const date = change(blogs, /date: (?:sample\()?"[\d-]+"\)?,/, (text) => `date: "${/\d{4}-\d{2}-\d{2}/.exec(text)![0]},`);
    const value = /date: ("[\d-]+,)$/m.exec(date.source)![1];
    expect(syntaxProblem('content/blogs.ts', date.source)).toBe(
      `content/blogs.ts › line ${date.line}: the text ${value} has no closing quote; end it with the same quote it starts with (").`,
    );
    // A long text (the first of its line), rewritten as a known one without its closing quote.
    const long = change(blogs, /(?<=^[ \t]*)"[^"\n]{40,}",$/m, () => `"Oracle's Cloud Excellence Implementer program recognizes partners,`);
    expect(syntaxProblem('content/blogs.ts', long.source)).toBe(
      `content/blogs.ts › line ${long.line}: the text "Oracle's Cloud Excellence… has no closing quote; end it with the same quote it starts with (").`,
    );
  });

  it('falls back to the parser’s words, with the line and column, for any other mistake', () => {
    const mistake = change(blogs, /export const blogs/, () => 'export const const blogs');
    const column = mistake.source.split('\n')[mistake.line - 1]!.indexOf('const blogs') + 1;
    expect(syntaxProblem('content/blogs.ts', mistake.source)).toBe(
      `content/blogs.ts › line ${mistake.line}, column ${column}: Expected identifier but found "const". Check the quotes, commas and brackets on this line and the one before.`,
    );
  });
});

describe('syntaxProblem in a language folder (content/ar/, any other)', () => {
  it('finds nothing in the sample file as written, in either language', () => {
    for (const language of ['en', 'ar'] as const) expect(syntaxProblem(SAMPLE_FILES[language], sampleSource(language)), language).toBeNull();
  });

  for (const mistake of SAMPLE_MISTAKES.filter((candidate) => candidate.syntax)) {
    it(`tells ${mistake.name} in an Arabic file as in an English one: the same line, the same words`, () => {
      for (const language of ['en', 'ar'] as const) {
        const file = SAMPLE_FILES[language];
        expect(syntaxProblem(file, mistake.break(language)), language).toBe(`${file} › line ${mistake.line}: ${mistake.message(language)}`);
      }
    });
  }

  it('counts the column of any other mistake in characters, past Arabic letters (the parser counts bytes)', () => {
    const source = sampleSource('ar').replace('أولًا",', 'أولًا" +,');
    const line = source.split('\n')[2]!;
    expect(syntaxProblem(SAMPLE_FILES.ar, source)).toBe(
      `content/ar/sample.ts › line 3, column ${line.indexOf('+,') + 2}: Unexpected ",". Check the quotes, commas and brackets on this line and the one before.`,
    );
  });
});

describe('loadProblem', () => {
  it('tells a syntax error met while loading as the syntax pass tells it, naming the file that holds it', () => {
    const missingComma = SAMPLE_MISTAKES.find((mistake) => mistake.name === 'a comma missing at the end of a line')!;
    const source = missingComma.break('ar');
    // tsx's error: the line and column (in bytes) where the parser stopped, the line after the mistake.
    const error = Object.assign(new Error('Transform failed with 1 error:\n/site/content/ar/sample.ts:4:2: ERROR: Expected "}" but found "text"'), {
      name: 'TransformError',
    });
    expect(loadProblem(error, '/site', (path) => (path === '/site/content/ar/sample.ts' ? source : null))).toBe(
      `content/ar/sample.ts › line ${missingComma.line}: ${missingComma.message('ar')}`,
    );
    // The file unread: still its name and the line, never "Transform failed".
    expect(loadProblem(error, '/site')).toBe(
      'content/ar/sample.ts › line 4: Expected "}" but found "text". Check the quotes, commas and brackets on this line and the one before.',
    );
  });
});
