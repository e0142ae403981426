/**
 * `tsx scripts/write-modules.ts [root]`: writes the modules that list files nobody lists by hand: each
 * language's text modules (lib/build/language-modules.ts) and the route table's builders and components
 * (lib/build/route-modules.ts). Run by `npm install`, `npm run dev`, `npm run typecheck` and the build.
 */
import { resolve } from 'node:path';
import { writeLanguageModules } from '../lib/build/language-modules';
import { writeRouteModules } from '../lib/build/route-modules';

const root = resolve(process.argv[2] ?? process.cwd());
writeLanguageModules(root);
try {
  writeRouteModules(root);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
