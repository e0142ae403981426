/**
 * `npm run test:links`: linkinator crawls out/, served like a CDN by this process (clean URLs,
 * 404.html with status 404, on a port the system picks), from the home page, the 404 page and every
 * URL of the sitemap; 0 broken links allowed. Links to other hosts are not followed: the machines
 * running the tests have no internet.
 */
import { LinkChecker } from 'linkinator';
import { runMain } from '../lib/build/run-main';
import { startStaticServer } from '../lib/build/static-server';

async function main() {
  const server = await startStaticServer({ dir: 'out' });
  const { origin } = server;
  try {
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const siteUrl = sitemap.match(/<loc>(https?:\/\/[^<]+?)\/?<\/loc>/)?.[1] ?? '';
    const starts = [`${origin}/`, `${origin}/404`, ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(siteUrl, origin))];
    const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const result = await new LinkChecker().check({ path: [...new Set(starts)], recurse: true, concurrency: 20, linksToSkip: [`^(?!${escaped})`] });
    const broken = result.links.filter((link) => link.state === 'BROKEN' && !link.url.endsWith('/404'));
    for (const link of broken) console.error(`  ${link.status ?? '-'} ${link.url}  (on ${link.parent})`);
    const checked = result.links.filter((link) => link.state === 'OK').length;
    if (broken.length > 0) {
      console.error(`Link check failed: ${broken.length} broken link(s).`);
      process.exitCode = 1;
    } else {
      console.log(`Link check passed: ${checked} links OK, 0 broken (pages from ${starts.length} start URLs).`);
    }
  } finally {
    await server.close();
  }
}

runMain(main);
