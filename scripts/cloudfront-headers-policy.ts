/**
 * Prints CloudFront's response headers policy for the site (JSON for the AWS CLI's
 * `--response-headers-policy-config`), taken from the build's out/_headers, so that CloudFront
 * sends the same security headers as the hosts that read that file (docs/deploy.md, "S3 +
 * CloudFront"). Run after `npm run build`:
 *
 *   npx tsx scripts/cloudfront-headers-policy.ts > headers-policy.json
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cloudFrontHeadersPolicy, parseHeadersFile } from '../lib/build/security-headers';

const file = join(process.cwd(), 'out', '_headers');
if (!existsSync(file)) {
  console.error(`${file} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
try {
  console.log(JSON.stringify(cloudFrontHeadersPolicy(parseHeadersFile(readFileSync(file, 'utf8'))), null, 2));
} catch (error) {
  console.error(`out/_headers cannot become a CloudFront policy: ${(error as Error).message}`);
  process.exit(1);
}
