/**
 * Writes the route table's two build-only columns from the files that hold them, so nobody lists them
 * by hand (docs/architecture.md, "The route table"):
 * - lib/pages/generated/route-builders.ts: every props module of lib/pages/props/ that exports
 *   `routeData` (its routes' props and paths builders), merged into `routeBuilders`;
 * - lib/pages/generated/route-components.ts: every root page file's component (pages/about.tsx,
 *   pages/blog/[slug].tsx…), by the id of its route in lib/route-table.ts.
 * Both are typed by the route table, so a route without builders or without a page file is a type
 * error naming it. They stay two modules: the other languages' page renders the components, and
 * whatever its component reaches is compiled for the browser, which the builders must never be.
 * Written by `npm install`, `npm run dev`, `npm run typecheck`, the build and the unit tests' setup
 * (not committed).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { routes } from '../route-table';

export const ROUTE_BUILDERS_FILE = 'lib/pages/generated/route-builders.ts';
export const ROUTE_COMPONENTS_FILE = 'lib/pages/generated/route-components.ts';
const HEADER = '// Written by lib/build/route-modules.ts (npm install, dev, typecheck, build): do not edit, not committed.';

/** The root page files (as paths under pages/ without extension), not the app, the document or the other languages' page. */
export function rootPageFiles(pagesDir: string): string[] {
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('[language]') && !/^_(app|document)\.tsx$/.test(file))
    .map((file) => file.replace(/\.tsx$/, ''))
    .sort();
}

/** The props modules that declare routes (`export const routeData`), by name: `blog`, `not-found`. */
export function routePropsModules(propsDir: string): string[] {
  return readdirSync(propsDir)
    .filter((file) => file.endsWith('.ts') && /^export const routeData\b/m.test(readFileSync(join(propsDir, file), 'utf8')))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

const identifier = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** The page file a route's component comes from: its own (`/blog/[slug]` → blog/[slug], `/blog` → blog or blog/index), or the one the table names. */
function pageFileOf(route: { readonly id: string; readonly pattern: string; readonly page?: string }, pageFiles: readonly string[]): string {
  const own = route.page ?? (route.pattern === '/' ? 'index' : route.pattern.slice(1));
  const file = [own, `${own}/index`].find((candidate) => pageFiles.includes(candidate));
  if (!file) throw new Error(`lib/route-table.ts › ${route.id}: there is no page file pages/${own}.tsx for ${route.pattern}: add it`);
  return file;
}

/** The two modules' texts, from the root page files and the props modules that declare routes. */
export function routeModulesSources(pageFiles: readonly string[], propsModules: readonly string[]): { readonly builders: string; readonly components: string } {
  const builders = [
    HEADER,
    "// Every route's builders: the `routeData` of each props module of lib/pages/props/.",
    "import type { RouteBuilderTable } from '../route-table';",
    ...propsModules.map((name) => `import { routeData as ${identifier(name)} } from '../props/${name}';`),
    '',
    `export const routeBuilders: RouteBuilderTable = { ${propsModules.map((name) => `...${identifier(name)}`).join(', ')} };`,
    '',
  ].join('\n');
  const byRoute = new Map(routes().map((route) => [route.id, pageFileOf(route, pageFiles)] as const));
  const files = [...new Set(byRoute.values())];
  const components = [
    HEADER,
    "// Every route's component: the root page file's own (pages/…), by the route's id in lib/route-table.ts.",
    "import type { ComponentType } from 'react';",
    "import type { RouteId } from '../../route-table';",
    ...files.map((file) => `import ${identifier(`page_${file}`)} from '../../../pages/${file}';`),
    '',
    `export const routeComponents: { readonly [Id in RouteId]: ComponentType<never> } = {${[...byRoute]
      .map(([id, file]) => `\n  ${id}: ${identifier(`page_${file}`)},`)
      .join('')}\n};`,
    '',
  ].join('\n');
  return { builders, components };
}

function writeIfChanged(path: string, text: string) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Writes both modules for the project at `root`. */
export function writeRouteModules(root: string): void {
  const { builders, components } = routeModulesSources(rootPageFiles(join(root, 'pages')), routePropsModules(join(root, 'lib/pages/props')));
  writeIfChanged(join(root, ROUTE_BUILDERS_FILE), builders);
  writeIfChanged(join(root, ROUTE_COMPONENTS_FILE), components);
}
