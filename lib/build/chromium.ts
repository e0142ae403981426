/**
 * The system Chromium every browser check drives (Playwright tests, the JS budget, the benchmark):
 * Debian's binary (no download is possible here) and the flags that keep it quiet and offline.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;
