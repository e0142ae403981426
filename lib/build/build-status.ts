/**
 * What the last build of out/ did, for the local server's answers while there is no site to serve
 * (lib/build/static-server.ts): a file beside the served folder (`.build-status.json` next to out/),
 * written by scripts/build-site.ts when a build starts or fails and removed when it succeeds.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type BuildStatus = { readonly state: 'building'; readonly at: string } | { readonly state: 'failed'; readonly step: string; readonly at: string };

export const buildStatusFile = (servedDir: string) => join(dirname(servedDir), '.build-status.json');

export function readBuildStatus(servedDir: string): BuildStatus | undefined {
  try {
    const status = JSON.parse(readFileSync(buildStatusFile(servedDir), 'utf8')) as BuildStatus;
    return status.state === 'building' || status.state === 'failed' ? status : undefined;
  } catch {
    return undefined;
  }
}

export function writeBuildStatus(servedDir: string, status: BuildStatus | undefined): void {
  const file = buildStatusFile(servedDir);
  if (status) writeFileSync(file, `${JSON.stringify(status)}\n`);
  else rmSync(file, { force: true });
}

/** The plain-text answer while there is no build to serve: what is happening and what to do, never a path of the machine. */
export function noBuildText(status: BuildStatus | undefined): string {
  if (status?.state === 'building') return 'A build is under way: the site is served here as soon as it ends.\n';
  if (status?.state === 'failed')
    return `The last build failed (at its step "${status.step}", ${status.at}) and there is no earlier build to serve. Run \`npm run build\` to see why.\n`;
  return 'There is no build to serve here yet: run `npm run build`.\n';
}
