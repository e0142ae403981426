/** `npm run content:check` (also the first step of `npm run build`): fails on any content mistake. */
import { join } from 'node:path';
import { checkSiteContent } from '../content/check';
import { formatIssue } from '../content/schema';

const issues = checkSiteContent(join(process.cwd(), 'public'));
if (issues.length > 0) {
  console.error(`Content check failed with ${issues.length} problem(s):`);
  for (const issue of issues) console.error(`  ${formatIssue(issue)}`);
  process.exit(1);
}
console.log('Content check passed.');
