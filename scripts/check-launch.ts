/**
 * `npm run check:launch`: before publishing, lists every sample value still in the content or the host's
 * settings (content/sample.ts), and every quote not yet approved by its client, one line each, and fails while any remains. The settings are read as the
 * build reads them (.env files, then the environment): run it with the host's settings set. Not part of
 * `npm test`, which builds and tests the sample content; the deploy recipes run it (docs/deploy.md).
 */
import '../lib/build/load-env';
import { contentEntries } from '../lib/content/registry';
import { isSample } from '../content/sample';
import { formatIssue } from '../lib/content/schema';
import { launchIssues } from '../lib/build/launch';

const issues = launchIssues(contentEntries(), isSample).map(formatIssue);
if (issues.length > 0) {
  console.error(
    `Launch check failed: ${issues.length} sample or unapproved value(s) would be published. Replace or confirm each in content/, or set it in the host's settings (docs/deploy.md):`,
  );
  for (const issue of issues) console.error(`  ${issue}`);
  process.exitCode = 1;
} else console.log('Launch check passed: no sample value left.');
