import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/bcrypt';
import pLimit from 'p-limit';

// @node-rs/bcrypt hashes on libuv's thread pool, so the event loop keeps answering while passwords
// are hashed. At most this many hash at once: one per core but one (the event loop's: on a busy
// 2-core machine two hashing threads made other requests wait up to a second), and always one pool
// thread left free for what else uses the pool (static file reads, WebCrypto's JWT signing).
const poolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const concurrency = Math.max(1, Math.min(availableParallelism() - 1, poolSize - 1));
const limit = pLimit(concurrency);

/** bcrypt hash ($2b$, cost from the configuration) of the password's UTF-8 bytes. */
export function hashPassword(password: string, cost: number): Promise<string> {
  return limit(() => hash(password, { cost }));
}

// A real hash to compare against when the email is unknown, so both failures take as long. One per
// cost, made on first use (off the event loop too).
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Compares a password with a stored bcrypt hash ($2a$/$2b$/$2y$, from bcryptjs or here), or with a
 * dummy hash of `cost` when there is none, in the same work either way. False for a missing hash.
 */
export async function checkPassword(password: string, stored: string | undefined, cost: number) {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password-00', cost);
    dummyHashes.set(cost, dummy);
  }
  const target = stored ?? (await dummy);
  const ok = await limit(() => verify(password, target));
  return ok && stored !== undefined;
}
