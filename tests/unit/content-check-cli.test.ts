// @vitest-environment node
/**
 * `npm run content:check` as a content editor meets it: on a copy of the content with one mistake, the
 * check prints exactly one line for it (no stack trace) and exits with 1; on the content as it is, it passes.
 * The mistakes are checked in this process (`checkContent`: the check's lines as the command prints them);
 * the command itself runs twice, for what only it does: its --root, its streams and its exit code.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { offices } from '@/content/site';
import { checkContent, copyContent, repoRoot, runContentCheck, type ContentCopy } from './content-copy';
import { SAMPLE_FILES, SAMPLE_MISTAKES } from './content-samples';

const lineOf = (source: string, text: string) => source.slice(0, source.indexOf(text)).split('\n').length;
const failure = (line: string) => `Content check failed with 1 problem(s):\n  ${line}\n`;
/** An office's city of one word, from the content (an editor may remove any office). */
const city = offices.find((office) => /^\p{L}+$/u.test(office.city))!.city;

let copy: ContentCopy;
beforeAll(() => {
  copy = copyContent();
});
afterEach(() => copy.restore());
afterAll(() => copy.remove());

describe('npm run content:check', { timeout: 30_000 }, () => {
  it('passes on the content as it is: one line on stdout, exit 0', () => {
    const run = runContentCheck(copy.root);
    expect(run).toEqual({ status: 0, stdout: 'Content check passed.\n', stderr: '' });
  });

  it('checks the copy named by --root, not the directory it runs in: its lines on stderr, exit 1', () => {
    const broken = copy.edit('content/site.ts', (source) => source.replace(`city: "${city}"`, `city: '${city}'s office'`));
    const run = runContentCheck(repoRoot, ['--root', copy.root]);
    expect(run).toEqual({
      status: 1,
      stdout: '',
      stderr: failure(
        `content/site.ts › line ${lineOf(broken, `'${city}'s office'`)}: the apostrophe in "${city}'s" ends the text early; write the whole text between double quotes ("…") so it can contain apostrophes.`,
      ),
    });
  });
});

describe('the content check, as npm run content:check prints it', { timeout: 30_000 }, () => {
  it('passes on the content as it is, and again after a mistake is made and undone', async () => {
    expect(await checkContent(copy.root)).toEqual({ status: 0, stdout: 'Content check passed.\n', stderr: '' });
    copy.edit('content/site.ts', (source) => source.replace(`city: "${city}"`, `city: ${city}`));
    expect((await checkContent(copy.root)).status).toBe(1);
    copy.restore();
    expect(await checkContent(copy.root)).toEqual({ status: 0, stdout: 'Content check passed.\n', stderr: '' });
  });

  it('reports a word without quotes as a name that is not defined', async () => {
    const broken = copy.edit('content/site.ts', (source) => source.replace(`city: "${city}"`, `city: ${city}`));
    const run = await checkContent(copy.root);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      failure(
        `content/site.ts › line ${lineOf(broken, `city: ${city}`)}: "${city}" is not defined; check its spelling, or put it between quotes if it is a text.`,
      ),
    );
  });

  it('reports a name used above the line that defines it', async () => {
    const broken = copy.edit('content/site.ts', (source) => source.replace(/^  url: siteUrl,$/m, '  url: siteUrl,\n  offices: offices,'));
    const run = await checkContent(copy.root);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      failure(`content/site.ts › line ${lineOf(broken, 'offices: offices')}: "offices" is used before it is defined; move its definition above this line.`),
    );
  });

  it('reports an import of a file that does not exist', async () => {
    const broken = copy.edit('content/pages.ts', (source) => source.replace('from "@/lib/routes"', 'from "@/lib/route"'));
    const run = await checkContent(copy.root);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(failure(`content/pages.ts › line ${lineOf(broken, '"@/lib/route"')}: it imports "@/lib/route", which does not exist.`));
  });

  it("reports a syntax error the loader meets in a file the syntax pass does not read (lib/), told from that file as a content file's", async () => {
    copy.edit('lib/template.ts', (source) => `export const legacy = 0755;\n${source}`);
    const run = await checkContent(copy.root);
    expect(run.stderr).toBe(
      failure('lib/template.ts › line 1: 0755 starts with 0, which a number cannot; if it is a code or a phone number, write it as text, in quotes: "0755".'),
    );
  });

  it('sees a file edited since the last check: each check loads the content afresh', async () => {
    const once = copy.edit('content/site.ts', (source) => source.replace(`city: "${city}"`, `city: ${city}`));
    expect((await checkContent(copy.root)).stderr).toBe(
      failure(
        `content/site.ts › line ${lineOf(once, `city: ${city}`)}: "${city}" is not defined; check its spelling, or put it between quotes if it is a text.`,
      ),
    );
    const twice = copy.edit('content/site.ts', (source) => `\n\n${source.replace(`city: "${city}"`, `city: ${city}`)}`);
    expect((await checkContent(copy.root)).stderr).toBe(
      failure(
        `content/site.ts › line ${lineOf(twice, `city: ${city}`)}: "${city}" is not defined; check its spelling, or put it between quotes if it is a text.`,
      ),
    );
  });
});

describe('the content check on a file of a language folder (content/ar/, any other)', () => {
  for (const mistake of SAMPLE_MISTAKES) {
    it(`tells ${mistake.name} in an Arabic file of content/ar/ as in an English file of content/: one line, the same line, the same words`, async () => {
      for (const language of ['en', 'ar'] as const) {
        const file = SAMPLE_FILES[language];
        copy.add(file, mistake.break(language));
        // Loaded with the content, as a language's files are, so that what only loading finds is found too.
        copy.edit('content/site.ts', (source) => `import "./${file.slice('content/'.length, -'.ts'.length)}";\n${source}`);
        const run = await checkContent(copy.root);
        expect(run.status, language).toBe(1);
        expect(run.stderr, language).toBe(failure(`${file} › line ${mistake.line}: ${mistake.message(language)}`));
        copy.restore();
      }
    });
  }
});
