import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../tests/support/temp-dirs';
import { DataDirBusy, lockDataDir, lockName } from './data-dir';

const fresh = tempDirs('mathpop-lock-');

/** A pid that surely is not running: a child that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid ?? 999_999;

describe('lockDataDir', () => {
  it('refuses a second lock while the first is held, and allows one after release', () => {
    const dir = fresh();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirBusy);
    first.release();
    expect(existsSync(join(dir, lockName))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a lock held by another live process (the parent of this one)', () => {
    const dir = fresh();
    writeFileSync(
      join(dir, lockName),
      JSON.stringify({ pid: process.ppid, host: hostname(), started: null }),
    );
    expect(() => lockDataDir(dir)).toThrow(/pid \d+/);
  });

  it('takes over the lock of a dead process, or one left by an earlier life of its own pid', () => {
    for (const pid of [deadPid(), process.pid]) {
      const dir = fresh();
      writeFileSync(join(dir, lockName), JSON.stringify({ pid, host: hostname(), started: '1' }));
      const lock = lockDataDir(dir);
      expect(JSON.parse(readFileSync(join(dir, lockName), 'utf8')).pid).toBe(process.pid);
      lock.release();
    }
  });

  it('takes over a lock whose pid now belongs to another program (start time differs)', () => {
    const dir = fresh();
    writeFileSync(
      join(dir, lockName),
      JSON.stringify({ pid: process.ppid, host: hostname(), started: 'long ago' }),
    );
    lockDataDir(dir).release();
  });

  it("trusts another host's lock until it stops being refreshed", () => {
    const dir = fresh();
    writeFileSync(join(dir, lockName), JSON.stringify({ pid: 1, host: 'elsewhere', started: null }));
    expect(() => lockDataDir(dir)).toThrow(DataDirBusy);
  });
});
