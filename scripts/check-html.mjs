// `npm run test:html`: the W3C Nu HTML checker (vnu-jar, Java 17) over every page in out/, errors only.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';

const require = createRequire(import.meta.url);
const jar = require('vnu-jar');
if (!existsSync('out/index.html')) {
  console.error('out/ has no index.html: run `npm run build` first.');
  process.exit(1);
}
const result = spawnSync('java', ['-jar', jar, '--errors-only', '--skip-non-html', '--format', 'gnu', 'out'], { encoding: 'utf8' });
const report = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
if (result.error) {
  console.error(`Could not run java: ${result.error.message}`);
  process.exit(1);
}
if (result.status !== 0 || report) {
  console.error(report);
  console.error(`HTML check failed: ${report.split('\n').filter(Boolean).length} error(s).`);
  process.exit(1);
}
console.log('HTML check passed: 0 errors in out/.');
