// @vitest-environment node
/**
 * A new collection costs four files: its module in content/, its texts in each other language's folder
 * (content/ar/, content/fr/) and one entry in the registry (lib/content/registry.ts), its shape there too.
 * A throwaway collection "awards" is added that way to a copy of the project; the content check passes,
 * the typecheck passes (its text files typed from its schema: a misspelt field is a type error, named by
 * file and field, and a content-check line), and the pages' loader gives it in every language.
 * In the copy: the content check (in-process, as the command runs it), tsc, and the pages' loader under tsx.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { languages } from '@/content/languages';
import { checkContent, copyContent, repoRoot } from './content-copy';

const others = languages.slice(1);
const english = `/** Throwaway: awards the firm received. */
export const awards = [
  { slug: "partner-of-the-year", title: "Partner of the year", summary: "Given for the delivery of the year." },
  { slug: "excellence", title: "Excellence in delivery", summary: "Given for the quality of the work." },
] as const;
`;
/** A language's texts of the awards, keyed by slug, typed from the registry. */
const textsFile = (field = 'title') => `import type { TextsFor } from "../../lib/content/texts";
export const awards = {
  "partner-of-the-year": { ${field}: "Xx partenaire de l'année", summary: "Xx remis pour la réalisation de l'année." },
  excellence: { title: "Xx excellence de réalisation", summary: "Xx remis pour la qualité du travail." },
} satisfies TextsFor<"awards">;
`;
const arabicFile = (field = 'title') => `import type { TextsFor } from "../../lib/content/texts";
export const awards = {
  "partner-of-the-year": { ${field}: "شريك العام", summary: "تُمنح لأفضل مشروع تنفيذ في العام." },
  excellence: { title: "التميّز في التنفيذ", summary: "تُمنح لجودة العمل." },
} satisfies TextsFor<"awards">;
`;
/** The registry's one entry, with the collection's shape, and its imports. */
const register = (source: string) =>
  source
    .replace(
      "import * as ui from '../../content/ui';",
      "import * as ui from '../../content/ui';\nimport * as awards from '../../content/awards';\nimport { shape, slug, text } from './rules';",
    )
    .replace(
      '\n} as const;',
      "\n  awards: { module: awards, exports: { awards: list(awards.awards, shape({ slug: slug(), title: text({ max: 80 }), summary: text() }), 'slug', ['title']) } },\n} as const;",
    );
/** What the test reads back through the pages' loader, in the copy (not one of the four files: the test's own probe). */
const probe = `import { siteContent } from "../lib/pages/content";
import { locales } from "../lib/i18n";
const titles: Record<string, string[]> = {};
for (const locale of locales) titles[locale] = siteContent(locale).awards.map((award) => award.title);
console.log(JSON.stringify(titles));
`;

/** The typecheck of content/ and of what reads it (the copy has no components/), as `tsc` runs it. */
const typecheckConfig = JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { incremental: false }, include: ['../content/**/*.ts', 'probe.ts'] });

const copy = copyContent();
afterAll(() => copy.remove());
const run = (command: string, args: string[]) => spawnSync(join(repoRoot, 'node_modules/.bin', command), args, { cwd: copy.root, encoding: 'utf8' });
const textFile = (code: string, field?: string) => (languages[1]!.code === code ? arabicFile(field) : textsFile(field));

describe('a collection added as the guide says', () => {
  it('touches four files, and passes the content check and the typecheck; the loader gives it in every language', { timeout: 240_000 }, async () => {
    copy.add('content/awards.ts', english);
    for (const { code } of others) copy.add(`content/${code}/awards.ts`, textFile(code));
    copy.edit('lib/content/registry.ts', register);
    const touched = ['content/awards.ts', ...others.map(({ code }) => `content/${code}/awards.ts`), 'lib/content/registry.ts'];
    expect(touched).toHaveLength(4);

    const check = await checkContent(copy.root);
    expect(check.stderr + check.stdout).toContain('Content check passed.');

    copy.add('tests/probe.ts', probe);
    copy.add('tests/tsconfig.json', typecheckConfig);
    const typecheck = run('tsc', ['--noEmit', '-p', 'tests/tsconfig.json']);
    expect(typecheck.stdout + typecheck.stderr).toBe('');

    const loaded = run('tsx', ['tests/probe.ts']);
    expect(loaded.stderr).toBe('');
    const titles = JSON.parse(loaded.stdout) as Record<string, string[]>;
    expect(titles.en).toEqual(['Partner of the year', 'Excellence in delivery']);
    for (const { code } of others)
      expect(titles[code]).toEqual(
        [...readFileSync(join(copy.root, `content/${code}/awards.ts`), 'utf8').matchAll(/title: "([^"]+)"/g)].map((match) =>
          code === 'fr' ? match[1]!.replace(/'/g, '’') : match[1],
        ),
      );
  });

  it('names a misspelt field of its texts in the typecheck and in the content check, by file and field', { timeout: 240_000 }, async () => {
    const [first] = others;
    copy.add(`content/${first!.code}/awards.ts`, textFile(first!.code, 'titel'));
    const check = await checkContent(copy.root);
    expect(check.stderr).toContain(`content/${first!.code}/awards.ts › partner-of-the-year › titel: is not a text of content/awards.ts here`);
    const typecheck = run('tsc', ['--noEmit', '-p', 'tests/tsconfig.json']);
    expect(typecheck.stdout).toMatch(new RegExp(`^content/${first!.code}/awards\\.ts\\(3,\\d+\\): error TS\\d+: .*'titel' does not exist`, 'm'));
  });
});
