import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config';

/** The file in DATA_DIR holding the generated service-role key (owner-only, never served). */
export const serviceKeyFile = 'service-role.key';

/**
 * Generates the key into `file` unless another process got there first. N workers may start on one
 * DATA_DIR at once. Created with 'wx' and then written, the file was briefly empty, and a second
 * worker read it so and could not start (seen once in signing-keys-race.test.ts): the key is written
 * whole to this process's own file, then linked into place (a link to an existing name fails, so
 * exactly one key wins), so no one reads half a key. Every later start only reads the file.
 */
function writeKeyOnce(file: string): void {
  const own = `${file}.${process.pid}-${randomBytes(6).toString('hex')}`;
  writeFileSync(own, `sb_secret_${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(own, file);
    console.log(`[auth] service-role key (admin API) written to ${file}`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    unlinkSync(own);
  }
}

/**
 * The operator's service-role key (GoTrue's admin credential, like a Supabase `sb_secret_` key):
 * SERVICE_ROLE_KEY when set (several servers on several machines must share it), else the key in
 * DATA_DIR/service-role.key, generated (0600) on first start; the log names the file, never the key.
 * It lives only on the server: the client bundle never sees it.
 */
export function ensureServiceRoleKey(config: ServerConfig): string {
  if (config.serviceRoleKey) return config.serviceRoleKey;
  const file = join(config.dataDir, serviceKeyFile);
  if (!existsSync(file)) writeKeyOnce(file);
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} does not hold a service-role key`);
  config.serviceRoleKey = key;
  return key;
}

/** True when `given` is the service-role key (compared in constant time). */
export function isServiceRoleKey(config: ServerConfig, given: string | undefined): boolean {
  const key = config.serviceRoleKey;
  if (!key || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}
