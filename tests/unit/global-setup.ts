/** Before the unit tests: each language's text modules as content/ holds them (lib/build/language-modules.ts). */
import { writeLanguageModules } from '../../lib/build/language-modules';

export default function setup() {
  writeLanguageModules(process.cwd());
}
