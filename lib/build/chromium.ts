/**
 * The system Chromium every browser check drives (Playwright tests, the JS budget, the benchmark):
 * Debian's binary (no download is possible here) and the flags that keep it quiet and offline.
 */
import { existsSync } from 'node:fs';
import { SetupError } from './run-main';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** CHROMIUM_PATH, or a one-line SetupError that says how to get it. */
export function requireChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  throw new SetupError(
    `Chromium is not at ${CHROMIUM_PATH}: run \`bash scripts/setup-tools.sh\` (as root it installs it with apt-get), or set CHROMIUM_PATH to a Chromium binary.`,
  );
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;
