/**
 * `npm run test:stable-headers`: the response headers must not change when content does, so that a
 * CDN serving one deploy's pages with another deploy's headers (for the minutes they take to
 * propagate) never blocks a script. Run after the build, on its out/, without building again:
 * - out/_headers and out/vercel.json are byte for byte what lib/build/security-headers.ts writes from
 *   the code alone (`headerRules()`, and Vercel's not-found rewrites from the language list), so
 *   nothing the build read from the pages (an inline script's hash, a page's path) went into them;
 * - and lib/build/security-headers.ts imports no content module (content/) and reads no file, so no
 *   content edit can reach them. tests/unit/security-headers.test.ts edits a text and compares too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headerRules, headersFile, vercelConfig } from '../lib/build/security-headers';

const out = join(process.cwd(), 'out');
if (!existsSync(join(out, '_headers'))) {
  console.error('out/_headers is missing: run `npm run build` first.');
  process.exit(1);
}

const rules = headerRules();
const expected: Record<string, string> = {
  _headers: headersFile(rules),
  'vercel.json': `${JSON.stringify(vercelConfig(rules), null, 2)}\n`,
};
const problems: string[] = [];
for (const [file, text] of Object.entries(expected)) {
  if (readFileSync(join(out, file), 'utf8') !== text) problems.push(`out/${file} is not what lib/build/security-headers.ts writes from the code alone`);
}
const source = readFileSync(join(process.cwd(), 'lib/build/security-headers.ts'), 'utf8');
for (const [, module] of source.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm))
  if (/(^|\/)content\/|node:fs/.test(module!)) problems.push(`lib/build/security-headers.ts imports ${module}: the headers would follow the content`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('_headers and vercel.json are written from the code alone: a content edit cannot change them.');
