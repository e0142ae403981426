// @vitest-environment node
/**
 * Reproducible installs: every dependency is pinned to one version, every installed package supports every
 * Node version the project says it supports (package.json `engines`), and the hosts build on a Node
 * version inside that range.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import semver from 'semver';

const read = (file: string) => readFileSync(`${process.cwd()}/${file}`, 'utf8');
const manifest = JSON.parse(read('package.json')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; os?: string[] }>;
};

describe('dependencies', () => {
  it('are pinned to exact versions', () => {
    const floating = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
      .filter(([, range]) => semver.valid(range) === null)
      .map(([name, range]) => `${name}@${range}`);
    expect(floating).toEqual([]);
  });

  it('run on every Node version that engines allows', () => {
    const ours = manifest.engines.node;
    expect(semver.validRange(ours)).not.toBeNull();
    expect(semver.satisfies(process.version, ours), `this machine's Node ${process.version} is outside engines ${ours}`).toBe(true);
    const narrower = Object.entries(lock.packages)
      // Every place the site builds is Linux: another system's optional binary (sharp's for 32-bit Windows) never installs.
      .filter(([path, info]) => path.startsWith('node_modules/') && (!info.os || info.os.includes('linux')))
      .map(([path, info]) => ({
        name: path.replace(/^.*node_modules\//, ''),
        version: info.version,
        node: Array.isArray(info.engines) ? undefined : info.engines?.node,
      }))
      .filter((pkg) => pkg.node && !semver.subset(ours, pkg.node, { includePrerelease: false }))
      .map((pkg) => `${pkg.name}@${pkg.version} wants node ${pkg.node}`);
    expect(narrower).toEqual([]);
  });

  it('are built by the hosts on a Node version inside engines', () => {
    const netlify = /NODE_VERSION\s*=\s*"(\d+(?:\.\d+){0,2})"/.exec(read('netlify.toml'))?.[1];
    const pages = /node-version:\s*['"]?(\d+(?:\.\d+){0,2})/.exec(read('.github/workflows/deploy-pages.yml'))?.[1];
    for (const [host, version] of [
      ['netlify.toml', netlify],
      ['.github/workflows/deploy-pages.yml', pages],
    ] as const) {
      expect(version, `${host} names no Node version`).toBeDefined();
      // "24" is the newest 24.x release, which must be inside engines.
      expect(semver.intersects(version!, manifest.engines.node), `${host}: node ${version} vs engines ${manifest.engines.node}`).toBe(true);
    }
  });
});
