/**
 * Loads the project's .env files (.env.production.local, .env.local, .env.production, .env) into
 * process.env exactly as `next build` does, with Next's own loader (@next/env, part of next).
 * Variables already set in the environment win, as in Next.
 *
 * Every build script that reads content/site.ts imports this module first, before any content:
 * site.ts reads process.env when it is evaluated, so an import placed after it comes too late.
 * Without it, the pages (built by Next, which loads the files) and the files a script writes
 * (sitemap.xml, rss.xml, robots.txt, the share cards) would be built for different addresses.
 */
import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd(), false, { info: () => {}, error: (...args: unknown[]) => console.error(...args) });
