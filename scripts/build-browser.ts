/**
 * Builds the site's browser code (browser/) with esbuild into content-hashed ES modules in
 * public/_m/, which `next build` copies to out/_m/. The pages load one entry, `site`, as
 * `<script type="module" src>` (pages/_document.tsx reads its address from the manifest); it
 * imports the behaviour modules and fetches the slider and the React islands on demand.
 * The feature sheets (styles/features/*.css: a library's styles that only some pages need) are
 * built beside them, minified and content-hashed; pages/_document.tsx links them where needed.
 *
 *   tsx scripts/build-browser.ts          production build (minified, hashed names)
 *   tsx scripts/build-browser.ts --watch  development: stable names, rebuilt on every save
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { context, type BuildOptions } from 'esbuild';
import { withoutSelectors } from '../lib/build/css-purge';
import { LIBRARY_RULES_LEFT_OFF } from '../lib/build/feature-sheets';
import { FEATURE_SHEETS_DIR, MODULES_DIR, MODULES_URL, writeModuleManifest } from '../lib/build/module-manifest';

const { values } = parseArgs({ options: { watch: { type: 'boolean' } } });
const dev = Boolean(values.watch);

rmSync(MODULES_DIR, { recursive: true, force: true });

const featureSheets = readdirSync(FEATURE_SHEETS_DIR)
  .filter((file) => file.endsWith('.css'))
  .map((file) => `${FEATURE_SHEETS_DIR}/${file}`);

const options: BuildOptions = {
  entryPoints: [{ in: 'browser/site.ts', out: 'site' }, ...featureSheets],
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'firefox115', 'safari16'],
  platform: 'browser',
  outdir: MODULES_DIR,
  publicPath: MODULES_URL,
  entryNames: dev ? '[name]' : '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  minify: !dev,
  sourcemap: dev ? 'inline' : false,
  metafile: true,
  jsx: 'automatic',
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  plugins: [
    {
      // A library's stylesheet without the rules of options the site leaves off (lib/build/feature-sheets.ts).
      name: 'library-rules-left-off',
      setup(build) {
        build.onLoad({ filter: /\.css$/ }, (args) => {
          const left = LIBRARY_RULES_LEFT_OFF.find((rule) => rule.file.test(args.path));
          return left ? { contents: withoutSelectors(readFileSync(args.path, 'utf8'), left.selectors), loader: 'css' } : undefined;
        });
      },
    },
    {
      name: 'manifest',
      setup(build) {
        build.onEnd((result) => {
          if (result.errors.length || !result.metafile) return;
          const manifest = writeModuleManifest(result.metafile);
          console.log(
            `browser modules: ${manifest.files.length} files in ${MODULES_URL}/ (entry ${manifest.entry}); feature sheets: ${Object.values(manifest.styles).join(', ')}`,
          );
        });
      },
    },
  ],
};

async function main() {
  const ctx = await context(options);
  if (dev) {
    await ctx.watch();
    return;
  }
  const result = await ctx.rebuild();
  await ctx.dispose();
  if (result.errors.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
