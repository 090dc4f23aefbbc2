import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../tests/support/temp-dirs';
import type { ServerConfig } from '../config';
import { ensureServiceRoleKey, serviceKeyFile } from './service-key';

const freshDir = tempDirs('service-key-');
const configIn = (dataDir: string) => ({ dataDir }) as ServerConfig;

/** ensureServiceRoleKey in a process of its own on `dataDir`: the key it settled on, or its error. */
function inProcess(dataDir: string): Promise<string> {
  const code = `import('${join(import.meta.dirname, 'service-key.ts')}').then((m) => {
    try { process.stdout.write('KEY ' + m.ensureServiceRoleKey({ dataDir: ${JSON.stringify(dataDir)} })); }
    catch (e) { process.stdout.write('ERROR ' + e.message); }
  })`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    // The last line: the log's "[auth] … written to" line comes first in the one that wrote it.
    child.on('exit', () => resolve(out.split('\n').at(-1) ?? ''));
  });
}

describe('the generated service-role key', () => {
  it('is written once (0600) and read back on the next start', () => {
    const dir = freshDir();
    const key = ensureServiceRoleKey(configIn(dir));
    expect(key).toMatch(/^sb_secret_[\w-]{43}$/);
    expect(statSync(join(dir, serviceKeyFile)).mode & 0o777).toBe(0o600);
    expect(ensureServiceRoleKey(configIn(dir))).toBe(key);
    expect(readdirSync(dir)).toEqual([serviceKeyFile]);
  });

  it('refuses a key file that holds no key', () => {
    const dir = freshDir();
    writeFileSync(join(dir, serviceKeyFile), '\n');
    expect(() => ensureServiceRoleKey(configIn(dir))).toThrow('does not hold a service-role key');
  });

  it('is the same whole key for eight processes started at once on one DATA_DIR', async () => {
    for (let round = 0; round < 2; round++) {
      const dir = freshDir();
      const said = await Promise.all(Array.from({ length: 8 }, () => inProcess(dir)));
      const key = readFileSync(join(dir, serviceKeyFile), 'utf8').trim();
      expect(said).toEqual(Array(8).fill(`KEY ${key}`));
      // Each process's own file is gone: only the key is left.
      expect(readdirSync(dir)).toEqual([serviceKeyFile]);
    }
  }, 60_000);
});
