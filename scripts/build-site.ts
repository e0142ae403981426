/**
 * `npm run build:site`: the site's build after its content check and typecheck, written aside and swapped in.
 * Steps: the language modules, the flags, the pictures' check (scripts/check-pictures.ts), the browser modules (esbuild), `next build` (the static
 * export), next-image-export-optimizer, then scripts/postbuild.ts. The export and everything after it
 * go to `.out-next/` (SITE_OUT_DIR, which next.config.ts makes the export's folder); only when every
 * step has passed does it replace out/, in two renames. A build that fails leaves out/ as it was (the
 * last good build, still served by `npm run serve`), removes its half-written folder, and records the
 * failed step for the local server's answer when there is no earlier build (lib/build/build-status.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeBuildStatus } from '../lib/build/build-status';

const root = process.cwd();
const out = join(root, 'out');
const STAGE = '.out-next';
const stage = join(root, STAGE);
const previous = join(root, '.out-previous');

const tsx = (script: string) => ['node', ['--import', 'tsx', script]] as const;
const steps: { name: string; command: readonly [string, readonly string[]] }[] = [
  { name: 'language modules', command: tsx('scripts/write-modules.ts') },
  { name: 'flags', command: tsx('scripts/copy-flags.ts') },
  // Every file the image optimiser will read is a picture: its one line, not the optimiser's stack trace.
  { name: 'pictures', command: tsx('scripts/check-pictures.ts') },
  { name: 'browser modules', command: tsx('scripts/build-browser.ts') },
  { name: 'next build', command: ['next', ['build']] },
  { name: 'image optimisation', command: ['next-image-export-optimizer', ['--exportFolderPath', STAGE]] },
  { name: 'postbuild', command: tsx('scripts/postbuild.ts') },
];

rmSync(stage, { recursive: true, force: true });
writeBuildStatus(out, { state: 'building', at: new Date().toISOString() });
for (const { name, command } of steps) {
  const [program, args] = command;
  const run = spawnSync(program, args, { stdio: 'inherit', env: { ...process.env, SITE_OUT_DIR: STAGE } });
  if (run.status !== 0) {
    rmSync(stage, { recursive: true, force: true });
    writeBuildStatus(out, { state: 'failed', step: name, at: new Date().toISOString() });
    console.error(`The build failed at its step "${name}"; out/ is unchanged${existsSync(out) ? ' (the last good build)' : ''}.`);
    process.exit(run.status ?? 1);
  }
}
rmSync(previous, { recursive: true, force: true });
if (existsSync(out)) renameSync(out, previous);
renameSync(stage, out);
rmSync(previous, { recursive: true, force: true });
writeBuildStatus(out, undefined);
console.log('out/ now holds this build.');
