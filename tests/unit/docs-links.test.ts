// @vitest-environment node
/**
 * The repository stands alone: no file points outside it (the owner's spec and design notes are not in a
 * clone), and every pointer into docs/ names a file and a section that exist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(md|ts|tsx|mjs|js|css|json|toml|yml)$/.test(file) && !file.startsWith('tests/e2e/__screenshots__/'))
  .filter((file) => existsSync(join(root, file)));
const text = new Map(tracked.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const anchorsOf = (file: string) =>
  new Set(
    (text.get(file) ?? '')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => slug(line.replace(/^#+ /, ''))),
  );

describe('the repository stands alone', () => {
  it('no file points to the owner documents outside the repository', () => {
    const outside = [...text]
      .filter(([file]) => file !== 'tests/unit/docs-links.test.ts')
      .flatMap(([file, source]) =>
        source
          .split('\n')
          .map((line, index) => [line, index] as const)
          .filter(([line]) => /\.\.\/shared|DESIGN\.md|site-specification/.test(line))
          .map(([, index]) => `${file}:${index + 1}`),
      );
    expect(outside).toEqual([]);
  });

  it('every pointer into docs/ names a file and a section that exist', () => {
    const broken: string[] = [];
    for (const [file, source] of text) {
      if (file === 'tests/unit/docs-links.test.ts') continue;
      // Code comments: docs/name.md#anchor. Markdown: ](relative.md#anchor).
      const pointers = [
        ...[...source.matchAll(/\b(docs\/[\w./-]+\.md)(?:#([\w-]+))?/g)].map((m) => [m[1]!, m[2]] as const),
        ...(file.endsWith('.md')
          ? [...source.matchAll(/\]\(([\w./-]+\.md)(?:#([\w-]+))?\)/g)].map((m) => [normalize(join(dirname(file), m[1]!)), m[2]] as const)
          : []),
      ];
      for (const [target, anchor] of pointers) {
        if (!text.has(target)) broken.push(`${file}: ${target} does not exist`);
        else if (anchor && !anchorsOf(target).has(anchor)) broken.push(`${file}: ${target} has no section #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
