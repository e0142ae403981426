/** `tsx scripts/language-modules.ts [root]`: writes lib/content/generated/language-modules.ts (lib/build/language-modules.ts). */
import { resolve } from 'node:path';
import { writeLanguageModules } from '../lib/build/language-modules';

writeLanguageModules(resolve(process.argv[2] ?? process.cwd()));
