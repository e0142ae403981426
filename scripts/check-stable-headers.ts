/**
 * `npm run test:stable-headers`: the response headers must not change when content does, so that
 * a CDN serving one deploy's pages with another deploy's headers (for the minutes they take to
 * propagate) never blocks a script. Copies the project to a temporary folder, edits one text in
 * content/, builds it there and compares its out/_headers with this checkout's, byte for byte.
 * The edited page must differ, or the edit did not reach the build and the check proves nothing.
 * Run after `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pages } from '../content/pages';

const project = process.cwd();
const built = (root: string, file: string) => readFileSync(join(root, 'out', file), 'utf8');

function copyProject(target: string) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(file)) continue; // deleted in the work tree, not yet in git
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(file, join(target, file));
  }
  // Dependencies and the optimiser's generated pictures: hard links (same disk) or, failing that, copies.
  for (const folder of ['node_modules', '.next-image-export-optimizer-cache']) {
    if (!existsSync(folder)) continue;
    try {
      execFileSync('cp', ['-al', folder, join(target, folder)]);
    } catch {
      execFileSync('cp', ['-a', folder, join(target, folder)]);
    }
  }
}

function main() {
  if (!existsSync(join(project, 'out', '_headers'))) throw new Error('out/_headers is missing: run `npm run build` first.');
  const copy = mkdtempSync(join(tmpdir(), 'stable-headers-'));
  try {
    copyProject(copy);
    const contentFile = join(copy, 'content', 'pages.ts');
    const before = pages.about.intro.heading;
    const after = `${before} (edited)`;
    const source = readFileSync(contentFile, 'utf8');
    // Content texts are written between double quotes, as JSON writes them.
    if (!source.includes(JSON.stringify(before))) throw new Error(`content/pages.ts: could not find the about heading ${JSON.stringify(before)} to edit`);
    writeFileSync(contentFile, source.replace(JSON.stringify(before), JSON.stringify(after)));
    console.log(`Building a copy with one text edited in content/pages.ts ("${before}" → "${after}")…`);
    execFileSync('npm', ['run', 'build'], { cwd: copy, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });

    if (!built(copy, 'about.html').includes(after)) throw new Error("the edited text is not in the copy's out/about.html: the check would prove nothing");
    if (built(copy, 'about.html') === built(project, 'about.html')) throw new Error('out/about.html did not change with the content');
    for (const file of ['_headers', 'vercel.json']) {
      if (built(copy, file) !== built(project, file)) {
        console.error(`${file} changed when only content changed:\n--- this build\n${built(project, file)}\n--- after the edit\n${built(copy, file)}`);
        process.exit(1);
      }
    }
    console.log('_headers and vercel.json are byte-identical after a content edit.');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

main();
