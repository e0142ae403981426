/**
 * The content check's work (`npm run content:check`, scripts/check-content.ts): reads every .ts file under
 * `<root>/content/` (its language folders included: content/ar/, …) for syntax errors (a stray quote, a missing
 * comma, a date without quotes), then loads the content (a missing module or an undefined name is one line too),
 * then checks the source content against its schemas with its files (the media folders, lib/build/media-files.ts)
 * and reads every registered picture (lib/build/pictures.ts: a file that is not a picture, too large, stored on
 * its side, or not of its registered size); once all that is sound, the other languages' texts.
 *
 * It returns the lines the command prints, so the editor tests call it in-process on a copy of the content
 * (tests/unit/content-copy.ts) and see exactly what an editor sees. The content is loaded through a tsx
 * namespace of its own on every call (the same loader as `tsx scripts/check-content.ts`): a second check of a
 * file edited since the first sees the edit, in the command as in a test.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register as registerRequire } from 'tsx/cjs/api';
import { register as registerImport } from 'tsx/esm/api';
import { loadProblem, syntaxProblem } from './content-syntax';
import { writeLanguageModules } from './language-modules';
import { pictureIssues, portraitIssues } from './pictures';
import { portraitSources, strayPortraits } from './portraits';

const requireCache = createRequire(import.meta.url).cache;

/**
 * The folder of a project root that holds the content engine (check.ts, schema.ts, …), loaded from the root
 * checked: the one place that names it here.
 */
export const CONTENT_ENGINE_DIR = 'lib/content';

type ContentIssue = Awaited<ReturnType<typeof pictureIssues>>[number];
/** What the check uses of the engine's modules, and of content/media.ts. */
interface EngineCheck {
  sourceIssues(publicDir: string): ContentIssue[];
  languageTextIssues(contentDir: string): ContentIssue[];
}
interface EngineSchema {
  formatIssue(issue: ContentIssue): string;
}
interface MediaRegistry {
  images: Parameters<typeof pictureIssues>[0];
}

/** What the check prints: on stdout when `ok`, else on stderr, one line each. */
export interface ContentCheckResult {
  ok: boolean;
  lines: string[];
}

/** Every .ts file under `contentDir`, at any depth, as "content/…" names: the top level first, then each folder's. */
function contentFiles(contentDir: string): string[] {
  const depth = (name: string) => name.split('/').length;
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(sep).join('/'))
    .filter((name) => name.endsWith('.ts'))
    .sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `content/${name}`);
}

const failed = (problems: string[]): ContentCheckResult => ({
  ok: false,
  lines: [`Content check failed with ${problems.length} problem(s):`, ...problems.map((problem) => `  ${problem}`)],
});

/**
 * Each content file's syntax problem (or null), by its text: a check parses again only the files edited since
 * the last one (the preview checks after every save; the editor tests after every mistake).
 */
const syntaxChecked = new Map<string, string | null>();

function syntaxOf(file: string, source: string): string | null {
  const key = `${file}\n${source}`;
  if (!syntaxChecked.has(key)) {
    if (syntaxChecked.size > 2000) syntaxChecked.clear();
    syntaxChecked.set(key, syntaxProblem(file, source));
  }
  return syntaxChecked.get(key)!;
}

/** A file's text, or null when it cannot be read (for the loader's syntax errors). */
function readSource(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * A loader of TypeScript modules (tsx's, as `tsx scripts/check-content.ts` loads them) in a namespace of its own:
 * every module it loads is loaded afresh, edits included, and `@/…` means `<root>/…` (the root's tsconfig.json).
 * The content files are CommonJS (package.json has no "type"), so tsx's require hook is namespaced too. Node
 * cannot take a loader's hooks back: each check leaves an idle one behind, harmless for the few dozen checks
 * of a test file (the command checks once).
 */
function freshLoader(root: string) {
  const namespace = randomUUID();
  const tsconfig = join(root, 'tsconfig.json');
  const hasTsconfig = existsSync(tsconfig);
  // tsx's require hook reads its tsconfig from this variable, once, when it is registered.
  const tsconfigPath = process.env.TSX_TSCONFIG_PATH;
  if (hasTsconfig) process.env.TSX_TSCONFIG_PATH = tsconfig;
  const requireHook = registerRequire({ namespace });
  if (tsconfigPath === undefined) delete process.env.TSX_TSCONFIG_PATH;
  else process.env.TSX_TSCONFIG_PATH = tsconfigPath;
  const importHook = registerImport({ namespace, ...(hasTsconfig ? { tsconfig } : {}) });
  return {
    load: <Module>(path: string) => importHook.import(pathToFileURL(join(root, path)).href, import.meta.url) as Promise<Module>,
    /** Stops the loader, and lets its modules go (Node's CommonJS cache keeps them by file name and namespace). */
    async unregister() {
      requireHook.unregister();
      await importHook.unregister();
      for (const key of Object.keys(requireCache)) if (key.endsWith(`?namespace=${namespace}`)) delete requireCache[key];
    },
  };
}

/** A module of the project at `root` (e.g. "content/media.ts"), loaded afresh as the check loads the content. */
export async function importFresh<Module>(root: string, path: string): Promise<Module> {
  const { load, unregister } = freshLoader(root);
  try {
    return await load<Module>(path);
  } finally {
    await unregister();
  }
}

/** The problems of the content loaded from `root` (content/, the engine, public/): the source's, its files' and pictures', then the other languages'. */
async function loadedIssues(root: string): Promise<string[]> {
  const { load, unregister } = freshLoader(root);
  try {
    const { sourceIssues, languageTextIssues } = await load<EngineCheck>(join(CONTENT_ENGINE_DIR, 'check.ts'));
    const { formatIssue } = await load<EngineSchema>(join(CONTENT_ENGINE_DIR, 'schema.ts'));
    const { images } = await load<MediaRegistry>('content/media.ts');
    const publicDir = join(root, 'public');
    // The pictures themselves (lib/build/pictures.ts) are read here, before any build step, so a bad file
    // is one line now rather than a stack trace in the image optimiser after `next build`.
    const { team } = await load<{ team: readonly { id: string }[] }>('content/team.ts');
    const ids = team.map((person) => person.id);
    const portraitProblems = [
      ...strayPortraits(ids, publicDir),
      ...(await portraitIssues(new Map([...portraitSources(publicDir)].filter(([id]) => ids.includes(id))), publicDir)),
    ];
    // The source and its files first; the other languages' texts once they are sound, so that one mistake is one line.
    const source = [...sourceIssues(publicDir), ...(await pictureIssues(images, publicDir)), ...portraitProblems];
    return (source.length > 0 ? source : languageTextIssues(join(root, 'content'))).map(formatIssue);
  } finally {
    await unregister();
  }
}

/** Checks the content of the project at `root` (the directory that holds content/ and public/). */
export async function contentCheck(root: string): Promise<ContentCheckResult> {
  const contentDir = join(root, 'content');
  const syntaxProblems = contentFiles(contentDir)
    .map((file) => syntaxOf(file, readFileSync(join(root, file), 'utf8')))
    .filter((problem): problem is string => problem !== null);
  if (syntaxProblems.length > 0) return failed(syntaxProblems);

  // Each language's text modules as the folders hold them now (a language or a module just added).
  writeLanguageModules(root);
  // Deep enough that the frame inside content/ is still there when a content file throws inside a library.
  const { stackTraceLimit, prepareStackTrace } = Error;
  Error.stackTraceLimit = 50;
  // Node's own stack traces, mapped to the lines of the content files by tsx's source maps, whoever runs the
  // check (a test runner has its own, which maps only the modules it loads); read before they are put back.
  const sourceMapsEnabled = process.sourceMapsEnabled;
  Reflect.deleteProperty(Error, 'prepareStackTrace');
  process.setSourceMapsEnabled(true);
  let issues: string[];
  try {
    issues = await loadedIssues(root);
  } catch (error) {
    return failed([loadProblem(error, root, readSource)]);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
    if (prepareStackTrace) Error.prepareStackTrace = prepareStackTrace;
    process.setSourceMapsEnabled(sourceMapsEnabled);
  }
  if (issues.length > 0) return failed(issues);
  return { ok: true, lines: ['Content check passed.'] };
}
