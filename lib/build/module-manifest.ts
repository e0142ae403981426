/**
 * Where the browser modules and the feature sheets are written and how the pages find them.
 * `scripts/build-browser.ts` writes the manifest; `pages/_document.tsx`, `scripts/postbuild.ts` and the
 * JS budget check read it. Build-time only.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Metafile } from 'esbuild';

export const MODULES_DIR = 'public/_m';
export const MODULES_URL = '/_m';
/** Beside the project, not in public/: the pages need it at build time, visitors never do. */
const MANIFEST_PATH = '.browser-modules.json';

export interface ModuleFile {
  /** Public address, e.g. /_m/site-AB12CD34.js */
  readonly url: string;
  /** Addresses this file imports statically (fetched with it) and on demand (import()). */
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  /** For entries and on-demand chunks: the source module they were built from. */
  readonly source?: string;
}

export interface ModuleManifest {
  /** The one module every page loads. */
  readonly entry: string;
  readonly files: readonly ModuleFile[];
  /** Feature sheets by name (styles/features/<name>.css): public address, e.g. /_m/gallery-AB12CD34.css. */
  readonly styles: Readonly<Record<string, string>>;
  /** The project's own source files the modules were built from (not the libraries'): whatever class a browser module or an island may add is written in one of them. */
  readonly sources: readonly string[];
}

/** Where the feature sheets' sources are: each file is an entry of the build, named after the file. */
export const FEATURE_SHEETS_DIR = 'styles/features';

/** The public address of a file the build wrote (`public/_m/x.js` → `/_m/x.js`), or of a module it left external by its address. */
export const publicUrl = (outputPath: string) =>
  outputPath.startsWith(`${MODULES_URL}/`) ? outputPath : `${MODULES_URL}/${outputPath.replace(/\\/g, '/').split(`${MODULES_DIR}/`)[1]}`;

export function manifestFromMetafile(metafile: Metafile): ModuleManifest {
  const files = Object.entries(metafile.outputs)
    .filter(([path]) => path.endsWith('.js'))
    .map(([path, output]) => ({
      url: publicUrl(path),
      imports: output.imports.filter((entry) => entry.kind === 'import-statement').map((entry) => publicUrl(entry.path)),
      dynamicImports: output.imports.filter((entry) => entry.kind === 'dynamic-import').map((entry) => publicUrl(entry.path)),
      ...(output.entryPoint ? { source: output.entryPoint } : {}),
    }));
  const entry = files.find((file) => file.source === 'browser/site.ts');
  if (!entry) throw new Error('browser modules: the build produced no entry for browser/site.ts');
  const styles = Object.fromEntries(
    Object.entries(metafile.outputs)
      .filter(([path, output]) => path.endsWith('.css') && output.entryPoint?.startsWith(`${FEATURE_SHEETS_DIR}/`))
      .map(([path, output]) => [output.entryPoint!.slice(FEATURE_SHEETS_DIR.length + 1).replace(/\.css$/, ''), publicUrl(path)]),
  );
  const sources = Object.keys(metafile.inputs)
    .filter((path) => !path.includes('node_modules') && /\.tsx?$/.test(path))
    .sort();
  return { entry: entry.url, files, styles, sources };
}

export function writeModuleManifest(metafile: Metafile): ModuleManifest {
  const manifest = manifestFromMetafile(metafile);
  writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readModuleManifest(): ModuleManifest {
  if (!existsSync(MANIFEST_PATH)) {
    throw new Error(`${MANIFEST_PATH} is missing: the browser modules were not built (npm run build does it; npm run dev watches them).`);
  }
  return JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as ModuleManifest;
}
