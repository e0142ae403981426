/**
 * `npm run check:translations`: the flattening of content modules' source to texts per item and field,
 * the rule that makes a translation older than its English, and the whole report on a throwaway git
 * repository (the services in English, Arabic and French) through edits, updates and reviewed marks.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flattenEnglish,
  flattenTranslation,
  formatReport,
  keyFieldOf,
  lastChanges,
  listExportsOf,
  markCovers,
  readExports,
  staleTexts,
  type Version,
} from '@/lib/build/translation-freshness';
import { checkTranslations } from '@/scripts/check-translations';

const labels = (fields: ReturnType<typeof flattenEnglish>) => Object.fromEntries([...fields.values()].map((field) => [field.label, field.value]));

describe('readExports', () => {
  it('reads exported literals through `as const`, `satisfies`, local consts and one-value helpers', () => {
    const source = `
      import type { Texts } from "./types";
      const intro = { heading: "Hello" };
      export const page = { intro, title: "Home", count: 3, draft: false, address: sample("Beirut") } as const satisfies Texts;
      export const list = ["a", "b"] as const;
    `;
    expect(readExports(source)).toEqual({ page: { intro: { heading: 'Hello' }, title: 'Home', count: 3, draft: false, address: 'Beirut' }, list: ['a', 'b'] });
  });

  it('leaves out what is not a literal, keeps a template as written, and never throws', () => {
    const source =
      'const base = { a: "x" };\nexport const value = { ...base, logos: logos(["a"], 2), href: paths.home, text: `Hi ${name}`, [key]: "k", ok: "yes" };';
    expect(readExports(source)).toEqual({ value: { text: '`Hi ${name}`', ok: 'yes' } });
    expect(readExports('export const = {{{ "broken')).toEqual({});
    expect(readExports('export default { a: "b" }; export function f() {}')).toEqual({});
  });
});

describe('flattening', () => {
  const english = readExports(`export const services = [
    { slug: "training", title: "Training", icon: "training", page: { seo: { title: "Oracle training", keywords: ["a", "b"] } },
      benefits: [{ icon: "rocket", text: "Fast" }, { icon: "shield", text: "Safe" }],
      details: [{ title: "One", text: "First" }] },
  ];
  export const copy = { heading: "Welcome", steps: [{ href: "/", text: "Home" }] };`);
  const arabic = readExports(`export const services = {
    training: { title: "التدريب", page: { seo: { title: "تدريب", keywords: ["أ"] } }, benefits: { rocket: { text: "سريع" }, shield: { text: "آمن" } }, details: [{ title: "واحد", text: "أول" }] },
  };
  export const copy = { heading: "أهلا", steps: { "/": { text: "الرئيسية" } } };`);

  it('keys English lists as the translation keys them, and compares lists of texts whole', () => {
    expect(labels(flattenEnglish(english, arabic))).toEqual({
      'training › slug': 'training',
      'training › title': 'Training',
      'training › icon': 'training',
      'training › page.seo.title': 'Oracle training',
      'training › page.seo.keywords': '["a","b"]',
      'training › benefits.rocket.icon': 'rocket',
      'training › benefits.rocket.text': 'Fast',
      'training › benefits.shield.icon': 'shield',
      'training › benefits.shield.text': 'Safe',
      'training › details': '[{"title":"One","text":"First"}]',
      'copy › heading': 'Welcome',
      'copy › steps./.href': '/',
      'copy › steps./.text': 'Home',
    });
  });

  it('gives a translation the same ids as its English', () => {
    const source = flattenEnglish(english, arabic);
    const translation = flattenTranslation(arabic, listExportsOf(english));
    for (const id of translation.keys()) expect(source.has(id), translation.get(id)!.label).toBe(true);
    expect(translation.get(['services', 'training', 'page', 'seo', 'title'].join('\u0001'))).toEqual({ label: 'training › page.seo.title', value: 'تدريب' });
  });

  it('picks the key field the translation uses, else the first of the usual ones, else none', () => {
    const items = readExports('export const x = [{ id: "a", icon: "i1", text: "t" }, { id: "b", icon: "i2", text: "u" }];').x as never[];
    expect(keyFieldOf(items, { i1: {}, i2: {} })).toBe('icon');
    expect(keyFieldOf(items)).toBe('id');
    expect(keyFieldOf(readExports('export const x = [{ title: "a", text: "b" }, { title: "a", text: "c" }];').x as never[])).toBeUndefined();
  });
});

describe('the staleness rule', () => {
  const field = (label: string, value: string) => ({ label, value });
  const version = (rank: number, entries: Record<string, string>): Version => ({
    rank,
    fields: new Map(Object.entries(entries).map(([id, value]) => [id, field(`item › ${id}`, value)])),
  });
  const file = 'content/ar/services.ts';

  it("takes each text's last change from consecutive versions", () => {
    const changes = lastChanges([version(1, { a: 'x', b: 'y' }), version(2, { a: 'x', b: 'z' }), version(5, { a: 'x', b: 'z', c: 'new' })]);
    expect(Object.fromEntries(changes)).toEqual({ a: 1, b: 2, c: 5 });
  });

  it('is stale when the English changed after the translation, with the English then and now', () => {
    const english = [version(1, { title: 'Old', slug: 's' }), version(3, { title: 'New', slug: 's2' })];
    const translation = [version(2, { title: 'قديم' })];
    expect(staleTexts(file, english, translation)).toEqual([{ file, label: 'item › title', before: 'Old', after: 'New' }]);
  });

  it('is not stale when the translation changed after the English, or a mark reviewed it later', () => {
    const english = [version(1, { title: 'Old' }), version(3, { title: 'New' })];
    expect(staleTexts(file, english, [version(2, { title: 'قديم' }), version(4, { title: 'جديد' })])).toEqual([]);
    expect(staleTexts(file, english, [version(2, { title: 'قديم' })], [{ line: `${file} › item`, rank: 4 }])).toEqual([]);
    expect(staleTexts(file, english, [version(2, { title: 'قديم' })], [{ line: `${file} › item › title`, rank: 2.5 }])).toHaveLength(1);
    expect(staleTexts(file, english, [version(2, { title: 'قديم' })], [{ line: 'content/fr/services.ts', rank: 4 }])).toHaveLength(1);
  });

  it('counts the uncommitted file as the newest', () => {
    const english = [version(1, { title: 'Old' }), version(Infinity, { title: 'Edited' })];
    expect(staleTexts(file, english, [version(2, { title: 'قديم' })])).toEqual([{ file, label: 'item › title', before: 'Old', after: 'Edited' }]);
  });

  it('matches marks by file, item or field', () => {
    expect(markCovers('content/ar/services.ts', file, 'training › page.seo.title')).toBe(true);
    expect(markCovers('content/ar/services.ts › training', file, 'training › page.seo.title')).toBe(true);
    expect(markCovers('content/ar/services.ts › training › page.seo.title', file, 'training › page.seo.title')).toBe(true);
    expect(markCovers('content/ar/services.ts › train', file, 'training › page.seo.title')).toBe(false);
    expect(markCovers('content/fr/services.ts', file, 'training › page.seo.title')).toBe(false);
  });

  it('reports a count per language', () => {
    const stale = [{ file, label: 'training › title', before: 'A', after: 'B' }];
    expect(formatReport(stale, ['ar', 'fr'])).toEqual([
      'content/ar/services.ts › training › title',
      '    English then: "A"',
      '    English now:  "B"',
      '1 translation older than their English (ar: 1, fr: 0): update each, or mark it reviewed (docs/editing.md, "Translations older than their English").',
    ]);
    expect(formatReport([], ['ar', 'fr'])).toEqual(['Every translation is as new as its English (ar: 0, fr: 0).']);
  });
});

describe('npm run check:translations on a git repository', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  const edit = (file: string, from: string, to: string) => {
    const path = join(repo, file);
    const text = readFileSync(path, 'utf8');
    expect(text, `${file} has ${from}`).toContain(from);
    writeFileSync(path, text.replace(from, to));
  };
  const commit = (message: string) => {
    git('add', '-A');
    git('commit', '-q', '-m', message);
  };
  const report = () => checkTranslations(repo, []);
  const stalePlaces = () => report().lines.filter((line) => line.startsWith('content/'));

  const TITLE = 'title: "Oracle Cloud training for users & teams"';
  const AR_TITLE = 'title: "تدريب المستخدمين والفرق على Oracle Cloud"';
  const FR_TITLE = 'title: "Formation Oracle Cloud pour vos équipes"';

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'translation-freshness-'));
    for (const file of [
      'content/services.ts',
      'content/ar/services.ts',
      'content/fr/services.ts',
      'content/languages.ts',
      'content/reviewed-translations.ts',
    ]) {
      mkdirSync(join(repo, file, '..'), { recursive: true });
      cpSync(join(process.cwd(), file), join(repo, file));
    }
    git('init', '-q');
    git('config', 'user.name', 'Editor');
    git('config', 'user.email', 'editor@example.com');
    git('config', 'commit.gpgsign', 'false');
    commit('The services in three languages');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('names nothing while every translation is as new as its English', () => {
    expect(report()).toEqual({ lines: ['Every translation is as new as its English (ar: 0, fr: 0).'], code: 0 });
  });

  it('names an uncommitted English edit in every language', () => {
    edit('content/services.ts', TITLE, 'title: "Oracle Cloud training for your teams"');
    expect(stalePlaces()).toEqual(['content/ar/services.ts › training › page.seo.title', 'content/fr/services.ts › training › page.seo.title']);
    git('checkout', '--', 'content/services.ts');
    expect(stalePlaces()).toEqual([]);
  });

  it('names a committed English change with the English before and after, until the translations are updated', () => {
    edit('content/services.ts', TITLE, 'title: "Oracle Cloud training for every team"');
    commit('English: a new training title');
    const { lines, code } = report();
    expect(code).toBe(0);
    expect(lines).toEqual([
      'content/ar/services.ts › training › page.seo.title',
      '    English then: "Oracle Cloud training for users & teams"',
      '    English now:  "Oracle Cloud training for every team"',
      'content/fr/services.ts › training › page.seo.title',
      '    English then: "Oracle Cloud training for users & teams"',
      '    English now:  "Oracle Cloud training for every team"',
      '2 translations older than their English (ar: 1, fr: 1): update each, or mark it reviewed (docs/editing.md, "Translations older than their English").',
    ]);
    expect(checkTranslations(repo, ['--summary']).lines).toEqual(['2 translations older than their English (npm run check:translations)']);

    edit('content/ar/services.ts', AR_TITLE, 'title: "تدريب كل الفرق على Oracle Cloud"');
    edit('content/fr/services.ts', FR_TITLE, 'title: "Formation Oracle Cloud pour chaque équipe"');
    commit('Arabic and French follow the new training title');
    expect(stalePlaces()).toEqual([]);
  });

  it('names nothing once the texts are marked reviewed and committed, and names them again after another English change', () => {
    edit('content/services.ts', 'title: "Oracle Cloud training for every team"', 'title: "Oracle Cloud training for every Team"');
    commit('English: a capital');
    expect(stalePlaces()).toHaveLength(2);
    expect(checkTranslations(repo, ['--mark-reviewed', 'content/ar/services.ts › training › page.seo.title']).code).toBe(0);
    expect(checkTranslations(repo, ['--mark-reviewed', 'content/fr/services.ts › training']).code).toBe(0);
    // The marks the site's own file holds already (the test repository starts from it), then the two.
    const marked = (readExports(readFileSync(join(process.cwd(), 'content/reviewed-translations.ts'), 'utf8')).reviewedTranslations ?? []) as string[];
    expect(readExports(readFileSync(join(repo, 'content/reviewed-translations.ts'), 'utf8'))).toEqual({
      reviewedTranslations: [...marked, 'content/ar/services.ts › training › page.seo.title', 'content/fr/services.ts › training'],
    });
    commit('The translations say the same with a capital: reviewed');
    expect(stalePlaces()).toEqual([]);

    edit('content/services.ts', 'title: "Oracle Cloud training for every Team"', 'title: "Oracle Cloud training, role by role"');
    commit('English: the training title again');
    expect(stalePlaces()).toEqual(['content/ar/services.ts › training › page.seo.title', 'content/fr/services.ts › training › page.seo.title']);
    expect(report().lines).toContain('    English then: "Oracle Cloud training for every Team"');
  });

  it("counts a branch's changes from the merge that brought them: a text translated with its English there is not named", () => {
    edit('content/ar/services.ts', 'title: "تدريب كل الفرق على Oracle Cloud"', 'title: "تدريب على Oracle Cloud حسب الدور"');
    edit('content/fr/services.ts', 'title: "Formation Oracle Cloud pour chaque équipe"', 'title: "Formation Oracle Cloud, rôle par rôle"');
    commit('Arabic and French follow the training title');
    expect(stalePlaces()).toEqual([]);
    const trunk = git('branch', '--show-current').trim();
    git('checkout', '-q', '-b', 'side');
    edit('content/services.ts', 'title: "Oracle Cloud training, role by role"', 'title: "Oracle Cloud training for each role"');
    edit('content/ar/services.ts', 'title: "تدريب على Oracle Cloud حسب الدور"', 'title: "تدريب على Oracle Cloud لكل دور"');
    edit('content/fr/services.ts', 'title: "Formation Oracle Cloud, rôle par rôle"', 'title: "Formation Oracle Cloud pour chaque rôle"');
    commit('On a branch: the training title in three languages');
    // Then, on the branch, a change to the English file alone that is not a text (an icon).
    edit('content/services.ts', 'icon: "consultancy"', 'icon: "consultancy-2"');
    commit('On the branch: another icon');
    git('checkout', '-q', trunk);
    // Meanwhile main changes another text, in the three languages too.
    // The training's summary: under `slug: "training"` in English, under `training: {` in a language's file.
    const summary = (file: string) => /summary:\s*"[^"]*"/.exec(readFileSync(join(repo, file), 'utf8').split(/slug: "training"|training: \{/)[1] ?? '')![0];
    edit(
      'content/services.ts',
      summary('content/services.ts'),
      'summary: "Oracle training by role for key users, end users and IT teams, in Arabic, English or French."',
    );
    edit(
      'content/ar/services.ts',
      summary('content/ar/services.ts'),
      'summary: "تدريب على Oracle حسب الدور للمستخدمين الرئيسيين والنهائيين وفرق تقنية المعلومات، بالعربية أو الإنجليزية أو الفرنسية."',
    );
    edit(
      'content/fr/services.ts',
      summary('content/fr/services.ts'),
      'summary: "Des formations Oracle par rôle pour les utilisateurs clés, les utilisateurs finaux et les équipes IT, en arabe, en anglais ou en français."',
    );
    commit('On main: the training summary in three languages');
    git('merge', '-q', '--no-edit', 'side');
    // Read along the branches' commits interleaved, one side's texts would seem changed again by the other's.
    expect(stalePlaces()).toEqual([]);
  });

  it('refuses a mark that is not a line of the report, and a wrong argument, with exit code 2', () => {
    expect(checkTranslations(repo, ['--mark-reviewed', 'services › training']).code).toBe(2);
    expect(checkTranslations(repo, ['--mark-reviewed', 'content/de/services.ts']).code).toBe(2);
    expect(checkTranslations(repo, ['--nonsense']).code).toBe(2);
  });

  it('says in one line that a checkout without git history cannot be reported on, and exits 0', () => {
    const plain = mkdtempSync(join(tmpdir(), 'translation-freshness-plain-'));
    try {
      expect(checkTranslations(plain, [])).toEqual({
        lines: ['No git history here: the report of translations older than their English needs a git checkout.'],
        code: 0,
      });
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
