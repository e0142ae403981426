/**
 * Child processes of the engine suite (the site's server, Xvfb, WebKitWebDriver and the browsers
 * they start), each in its own process group so that stopping it stops everything it started.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const groups = new Map<number, string>();
const tempDirs = new Set<string>();

/** A fresh directory under the system's temp dir, removed by removeTempDir(), stopAll() or killAllNow(). */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Starts a command as the leader of a new process group, recorded for killAll(). */
export function spawnGroup(name: string, command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore', ...options, detached: true });
  if (child.pid) {
    groups.set(child.pid, name);
    child.once('exit', () => groups.delete(child.pid!));
  }
  return child;
}

/** Records a process group started by someone else (puppeteer's Firefox) so killAll() covers it. */
export function adoptGroup(name: string, pid: number | undefined) {
  if (pid) groups.set(pid, name);
}

function signalGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

/** Whether any process of the group led by `pid` is still running. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops one group: SIGTERM, then SIGKILL after `grace` ms. */
export async function stopGroup(pid: number | undefined, grace = 2_000): Promise<void> {
  if (!pid) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + grace;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
  groups.delete(pid);
}

/** Stops every group still recorded, and removes the temp dirs. */
export async function stopAll(): Promise<void> {
  await Promise.all([...groups.keys()].map((pid) => stopGroup(pid)));
  for (const dir of tempDirs) removeTempDir(dir);
}

/** Synchronous last resort (process 'exit'): SIGKILL every group still recorded, remove the temp dirs. */
export function killAllNow() {
  for (const pid of groups.keys()) signalGroup(pid, 'SIGKILL');
  groups.clear();
  for (const dir of tempDirs) removeTempDir(dir);
}

export function runningGroups(): string[] {
  return [...groups.entries()].filter(([pid]) => groupAlive(pid)).map(([pid, name]) => `${name} (${pid})`);
}

const taken = new Set<number>();

/** A loopback TCP port in [from, to] that nothing listens on now and that this run has not handed out. */
export async function freePort(from = 4300, to = 4399): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${from}–${to}`);
}
