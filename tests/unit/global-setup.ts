/** Before the unit tests: the modules written from the files (each language's texts, the route table's builders and components). */
import { writeLanguageModules } from '../../lib/build/language-modules';
import { writeRouteModules } from '../../lib/build/route-modules';

export default function setup() {
  writeLanguageModules(process.cwd());
  writeRouteModules(process.cwd());
}
