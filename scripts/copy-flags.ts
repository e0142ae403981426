/**
 * Copies the country flags (SVG, 3:2) from the country-flag-icons package into public/flags/,
 * so the header, footer and the phone input show flags served by the site itself, never by a
 * third-party host. Runs before `next build` and `next dev`; public/flags/ is not committed.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('country-flag-icons/package.json'));
const target = join(process.cwd(), 'public', 'flags');
// The SVGs only: the folder also holds flags.css (200 KB of data URLs), which no page uses.
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
cpSync(join(packageDir, '3x2'), target, { recursive: true, filter: (source) => !extname(source) || source.endsWith('.svg') });
console.log(`Flags copied to public/flags/.`);
