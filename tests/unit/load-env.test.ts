/**
 * Item: every build step reads the same settings. `next build` loads the .env files itself; the
 * scripts around it (postbuild: sitemap.xml, robots.txt, rss.xml, share cards) load them with
 * lib/build/load-env.ts, imported before any content.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { siteUrlMismatch } from '@/lib/build/static-html';

const root = process.cwd();
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const STAGING = 'https://staging.example.org';
const DEFAULT_URL = 'https://www.example.com';

/** site.url as a build script sees it, run from `cwd` (where the .env files are), like `npm run build`. */
function siteUrlSeenFrom(cwd: string): string {
  const code = [`import '${join(root, 'lib/build/load-env.ts')}';`, `import { site } from '${join(root, 'content/site.ts')}';`, 'console.log(site.url);'].join(
    '\n',
  );
  // A build's environment: not the test runner's NODE_ENV=test (Next skips .env.local in tests), no settings.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NEXT_PUBLIC_')));
  const env = { ...inherited, NODE_ENV: 'production' as const };
  return execFileSync(tsx, ['--eval', code], { cwd, env, encoding: 'utf8' }).trim();
}

describe('build scripts load the .env files as Next does', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'load-env-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('takes NEXT_PUBLIC_SITE_URL from .env.local', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.env.local'), `NEXT_PUBLIC_SITE_URL=${STAGING}\n`);
    expect(siteUrlSeenFrom(dir)).toBe(STAGING);
  });

  it('keeps the default without a .env file', () => {
    expect(siteUrlSeenFrom(tempDir())).toBe(DEFAULT_URL);
  });

  it('is imported first by every script that reads content/site.ts', async () => {
    const scripts = readdirSync(join(root, 'scripts')).filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
    const readers: string[] = [];
    for (const file of scripts) {
      const { metafile } = await build({
        entryPoints: [join('scripts', file)],
        bundle: true,
        write: false,
        metafile: true,
        platform: 'node',
        packages: 'external',
        logLevel: 'silent',
      });
      if (!Object.keys(metafile.inputs).includes('content/site.ts')) continue;
      readers.push(file);
      const firstImport = readFileSync(join(root, 'scripts', file), 'utf8').match(/^import\b.*$/m)?.[0];
      expect(firstImport, `scripts/${file}`).toMatch(/^import '(?:\.\.|@)\/lib\/build\/load-env';$/);
    }
    expect(readers).toEqual(expect.arrayContaining(['postbuild.ts', 'og-images.ts']));
  });
});

describe('postbuild stops when the pages were built for another address', () => {
  const home = (canonical: string) => `<head><link rel="canonical" href="${canonical}" data-next-head=""/></head>`;

  it('passes when the canonical URL is on the site address', () => {
    expect(siteUrlMismatch('out/index.html', home(`${STAGING}/`), STAGING)).toBeNull();
  });

  it('names both addresses when they differ', () => {
    const problem = siteUrlMismatch('out/index.html', home(`${DEFAULT_URL}/`), STAGING);
    expect(problem).toContain(`the pages for ${DEFAULT_URL}/ (canonical URL in out/index.html), sitemap.xml, robots.txt and rss.xml for ${STAGING}`);
  });

  it('does not take a longer host for the same address', () => {
    expect(siteUrlMismatch('out/index.html', home('https://www.example.com.evil.test/'), DEFAULT_URL)).not.toBeNull();
  });

  it('fails on a page without a canonical URL', () => {
    expect(siteUrlMismatch('out/index.html', '<head></head>', DEFAULT_URL)).toContain('has no canonical URL');
  });
});
