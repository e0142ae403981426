// @vitest-environment node
/**
 * What `npm test` leaves behind when a check fails: nothing. The JS budget check is run as npm runs it,
 * against a one-page site, with a Chromium that is not there. It must say so in one line (no stack
 * trace), exit with 1, and leave no process of its group alive and nothing listening on the port it
 * served on. Run twice, it fails the same way (no "address in use" on the second run).
 * Also `scripts/setup-tools.sh`, the first step of `npm test`, on machines that lack the programs.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupAlive } from '../engines/processes';

const site = mkdtempSync(join(tmpdir(), 'no-orphans-site-'));
writeFileSync(join(site, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
writeFileSync(join(site, 'index.html'), '<!doctype html><html lang="en"><title>One page</title><h1>One page</h1></html>');
writeFileSync(join(site, '404.html'), '<!doctype html><html lang="en"><title>Not found</title></html>');
const fakeBin = mkdtempSync(join(tmpdir(), 'no-orphans-bin-'));
afterAll(() => {
  rmSync(site, { recursive: true, force: true });
  rmSync(fakeBin, { recursive: true, force: true });
});

const MISSING_CHROMIUM = join(site, 'no-such-chromium');

/** Runs the budget check in a process group of its own; resolves when its leader exits. */
function runBudgetCheck(): Promise<{ status: number | null; stdout: string; stderr: string; group: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-js-budget.ts', '--out', site], {
      detached: true,
      env: { ...process.env, CHROMIUM_PATH: MISSING_CHROMIUM },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr, group: child.pid! }));
  });
}

/**
 * The processes of the group still running a while after its leader exited: a helper's own child (the
 * esbuild service tsx starts) may take a moment to notice its parent is gone; an orphan stays.
 */
async function survivors(group: number): Promise<string[]> {
  for (let wait = 0; wait < 50 && groupAlive(group); wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!groupAlive(group)) return [];
  return execFileSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim().split(/\s+/)[1] === String(group));
}

/** Whether something accepts connections on the loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('a check whose browser cannot start', { timeout: 60_000 }, () => {
  it('says what is missing in one line, and leaves nothing running or listening, run after run', async () => {
    const runs = [await runBudgetCheck(), await runBudgetCheck()];
    for (const run of runs) {
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(
        `Chromium is not at ${MISSING_CHROMIUM}: run \`bash scripts/setup-tools.sh\` (as root it installs it with apt-get), or set CHROMIUM_PATH to a Chromium binary.\n`,
      );
      const port = Number(/Serving .* at http:\/\/127\.0\.0\.1:(\d+)/.exec(run.stdout)?.[1]);
      expect(port, `the check said where it served: ${run.stdout}`).toBeGreaterThan(0);
      expect(await survivors(run.group), 'processes of the check left running').toEqual([]);
      expect(await listening(port), `something still listens on ${port}`).toBe(false);
    }
  });
});

/** Runs setup-tools.sh with only the given fake programs on PATH (each prints nothing and succeeds). */
function setupWith(programs: readonly string[], uid: number) {
  rmSync(fakeBin, { recursive: true, force: true });
  spawnSync('mkdir', ['-p', fakeBin]);
  for (const name of [...programs, 'id']) {
    const file = join(fakeBin, name);
    writeFileSync(file, name === 'id' ? `#!/bin/sh\necho ${uid}\n` : '#!/bin/sh\nexit 0\n');
    chmodSync(file, 0o755);
  }
  return spawnSync('/bin/bash', ['scripts/setup-tools.sh'], {
    encoding: 'utf8',
    env: { NODE_ENV: 'test', PATH: fakeBin, CHROMIUM_PATH: join(fakeBin, 'chromium'), FIREFOX_PATH: join(fakeBin, 'firefox-esr') },
  });
}

describe('scripts/setup-tools.sh', () => {
  const everything = ['chromium', 'java', 'firefox-esr', 'WebKitWebDriver', 'Xvfb'];

  it('does nothing when every program is there', () => {
    expect(setupWith(everything, 1000)).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });

  it('names what is missing and how to install it in one line when it cannot install (not root)', () => {
    const run = setupWith(['java', 'WebKitWebDriver', 'Xvfb'], 1000);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'npm test needs chromium firefox-esr, not found on this machine: install them with `sudo apt-get install -y chromium firefox-esr` (Debian and Ubuntu package names), then run npm test again.\n',
    );
  });

  it('says the same as root on a machine without apt-get', () => {
    const run = setupWith(['chromium', 'firefox-esr', 'WebKitWebDriver', 'Xvfb'], 0);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^npm test needs default-jre-headless, not found on this machine: install them with `sudo apt-get install -y default-jre-headless`/,
    );
  });
});
