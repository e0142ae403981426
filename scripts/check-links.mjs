// `npm run test:links`: linkinator crawls out/ served by `serve` (clean URLs and 404.html, like a
// CDN) from the home page and the sitemap; 0 broken links allowed. Links to other hosts are not
// followed: the machines running the tests have no internet.
import { spawn } from 'node:child_process';
import { LinkChecker } from 'linkinator';

const port = Number(process.env.LINKS_PORT ?? 4174);
const origin = `http://127.0.0.1:${port}`;
const server = spawn('node_modules/.bin/serve', ['out', '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-request-logging'], { stdio: 'ignore' });

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`serve did not start on ${origin}`);
}

let exitCode = 0;
try {
  await waitForServer();
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const siteUrl = sitemap.match(/<loc>(https?:\/\/[^<]+?)\/?<\/loc>/)?.[1] ?? '';
  const starts = [`${origin}/`, `${origin}/404`, ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(siteUrl, origin))];
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const checker = new LinkChecker();
  const result = await checker.check({ path: [...new Set(starts)], recurse: true, concurrency: 20, linksToSkip: [`^(?!${escaped})`] });
  const broken = result.links.filter((link) => link.state === 'BROKEN' && !link.url.endsWith('/404'));
  for (const link of broken) console.error(`  ${link.status ?? '-'} ${link.url}  (on ${link.parent})`);
  const checked = result.links.filter((link) => link.state === 'OK').length;
  if (broken.length > 0) {
    console.error(`Link check failed: ${broken.length} broken link(s).`);
    exitCode = 1;
  } else {
    console.log(`Link check passed: ${checked} links OK, 0 broken (pages from ${starts.length} start URLs).`);
  }
} catch (error) {
  console.error(`Link check could not run: ${error.message}`);
  exitCode = 1;
} finally {
  server.kill('SIGKILL');
}
process.exit(exitCode);
