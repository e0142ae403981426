/**
 * A copy of the project to run `npm run dev` on and edit, so the test never touches the working tree (nor
 * a preview running in it): the files git knows of or would add, as they are in the working tree, and
 * node_modules as hard links (half a second; a full copy where the temp folder is on another disk).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** node_modules' tree again under `to`, each file a hard link to its original, each symbolic link the same link. */
function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else linkSync(source, target);
  }
}

/** The copy's folder (removing it is the caller's). */
export function copyProject(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'preview-test-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0');
  for (const file of files) {
    // A file deleted in the working tree but not yet in git is not part of it.
    if (!file || !existsSync(join(root, file)) || lstatSync(join(root, file)).isDirectory()) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  try {
    linkTree(join(root, 'node_modules'), join(copy, 'node_modules'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(join(root, 'node_modules'), join(copy, 'node_modules'), { recursive: true, verbatimSymlinks: true, force: true });
  }
  return copy;
}
