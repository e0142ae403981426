/**
 * Builds the site's browser code (browser/) with esbuild into content-hashed ES modules in
 * public/_m/, which `next build` copies to out/_m/. The pages load one entry, `site`, as
 * `<script type="module" src>` (pages/_document.tsx reads its address from the manifest); it
 * holds the behaviour modules and fetches the slider and the React islands on demand.
 *
 * Two builds: first the modules the site fetches on demand (what its `import()`s name: the islands
 * and Swiper's chunk, sharing React between them), then the site entry on its own, one file with
 * no chunk of its own to fetch, its `import()`s pointing at the first build's files. One esbuild
 * build with code splitting would give the entry three small shared chunks: three more requests
 * on every page, fetched only once the entry has arrived.
 *
 * The feature sheets (styles/features/*.css: a library's styles that only some pages need, or the
 * styles of a part a module draws only when the visitor asks for it) are built first, minified and
 * content-hashed; pages/_document.tsx links the former, and the modules read their addresses as
 * `__FEATURE_SHEETS__` (name → address), so the search dialog links its own when it opens.
 *
 *   tsx scripts/build-browser.ts          production build (minified, hashed names)
 *   tsx scripts/build-browser.ts --watch  development: stable names, rebuilt on every save
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { build, context, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { withoutSelectors } from '../lib/build/css-purge';
import { LIBRARY_RULES_LEFT_OFF } from '../lib/build/feature-sheets';
import { FEATURE_SHEETS_DIR, MODULES_DIR, MODULES_URL, publicUrl, writeModuleManifest } from '../lib/build/module-manifest';

const { values } = parseArgs({ options: { watch: { type: 'boolean' } } });
const dev = Boolean(values.watch);
const SITE_ENTRY = 'browser/site.ts';

rmSync(MODULES_DIR, { recursive: true, force: true });

const featureSheets = readdirSync(FEATURE_SHEETS_DIR)
  .filter((file) => file.endsWith('.css'))
  .map((file) => `${FEATURE_SHEETS_DIR}/${file}`);

const common: BuildOptions = {
  bundle: true,
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
};

/** The source files the site entry imports on demand, found by a build that writes nothing. */
async function onDemandSources(): Promise<string[]> {
  const { metafile } = await build({ ...common, entryPoints: [SITE_ENTRY], splitting: true, write: false, metafile: true, logLevel: 'silent' });
  const imports = Object.values(metafile.inputs).flatMap((input) => input.imports.filter((entry) => entry.kind === 'dynamic-import'));
  return [...new Set(imports.map((entry) => entry.path))].sort();
}

/** A library's stylesheet without the rules of options the site leaves off (lib/build/feature-sheets.ts). */
const libraryRulesLeftOff: Plugin = {
  name: 'library-rules-left-off',
  setup(plugin) {
    plugin.onLoad({ filter: /\.css$/ }, (args) => {
      const left = LIBRARY_RULES_LEFT_OFF.find((rule) => rule.file.test(args.path));
      return left ? { contents: withoutSelectors(readFileSync(args.path, 'utf8'), left.selectors), loader: 'css' } : undefined;
    });
  },
};

/** The site entry's `import()`s point at the on-demand build's files (`urls`: address by source file). */
function onDemandImports(urls: ReadonlyMap<string, string>): Plugin {
  const resolving = Symbol('resolving');
  return {
    name: 'on-demand-imports',
    setup(plugin) {
      plugin.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === resolving) return undefined;
        const resolved = await plugin.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: resolving });
        const url = urls.get(relative(process.cwd(), resolved.path));
        if (!url)
          return {
            errors: [{ text: `${args.path} is imported on demand but was not built as a module of its own (restart the watch after adding an import())` }],
          };
        return { path: url, external: true };
      });
    },
  };
}

/** The feature sheets' addresses by name (styles/features/search.css → search), from their build's metafile. */
function sheetUrls(metafile: Metafile): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metafile.outputs)
      .filter(([path, output]) => path.endsWith('.css') && output.entryPoint?.startsWith(`${FEATURE_SHEETS_DIR}/`))
      .map(([path, output]) => [output.entryPoint!.slice(FEATURE_SHEETS_DIR.length + 1).replace(/\.css$/, ''), publicUrl(path)]),
  );
}

async function main() {
  const metafiles: { sheets?: Metafile; onDemand?: Metafile; site?: Metafile } = {};
  const urls = new Map<string, string>();
  const record = (part: keyof typeof metafiles): Plugin => ({
    name: `manifest-${part}`,
    setup(plugin) {
      plugin.onEnd((result) => {
        if (result.errors.length || !result.metafile) return;
        metafiles[part] = result.metafile;
        for (const [path, output] of Object.entries(result.metafile.outputs)) if (output.entryPoint) urls.set(output.entryPoint, publicUrl(path));
        if (!metafiles.sheets || !metafiles.onDemand || !metafiles.site) return;
        const manifest = writeModuleManifest({
          inputs: { ...metafiles.sheets.inputs, ...metafiles.onDemand.inputs, ...metafiles.site.inputs },
          outputs: { ...metafiles.sheets.outputs, ...metafiles.onDemand.outputs, ...metafiles.site.outputs },
        });
        console.log(
          `browser modules: ${manifest.files.length} files in ${MODULES_URL}/ (entry ${manifest.entry}); feature sheets: ${Object.values(manifest.styles).join(', ')}`,
        );
      });
    },
  });

  const sheets = await context({ ...common, entryPoints: featureSheets, plugins: [libraryRulesLeftOff, record('sheets')] });
  const built = await sheets.rebuild();
  const withSheets = { ...common.define, __FEATURE_SHEETS__: JSON.stringify(built.metafile ? sheetUrls(built.metafile) : {}) };
  const onDemand = await context({
    ...common,
    define: withSheets,
    entryPoints: await onDemandSources(),
    splitting: true,
    plugins: [record('onDemand')],
  });
  const site = await context({
    ...common,
    define: withSheets,
    entryPoints: [{ in: SITE_ENTRY, out: 'site' }],
    plugins: [onDemandImports(urls), record('site')],
  });
  const first = built.errors.length ? built : await onDemand.rebuild();
  const second = first.errors.length ? first : await site.rebuild();
  if (dev) {
    await Promise.all([sheets.watch(), onDemand.watch(), site.watch()]);
    return;
  }
  await Promise.all([sheets.dispose(), onDemand.dispose(), site.dispose()]);
  if (first.errors.length || second.errors.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
