import type { Db } from '../db/types';
import type { Caller } from './build';
import { RestError } from './errors';

// Per database: session id → when it was last seen alive (ms). Only live sessions are remembered, so
// an ended session is refused at most `ttlSeconds` after it ended, in every process.
const seen = new WeakMap<Db, Map<string, number>>();
const maxEntries = 50_000;

/**
 * Refuses (401 PGRST301) a grown-up's token whose session has ended (signed out, password reset,
 * account deleted), as child tokens already are: one primary-key lookup in auth.sessions, remembered
 * for at most `ttlSeconds` (SESSION_CHECK_SECONDS, default 30). Other callers pass untouched.
 */
export async function requireLiveSession(db: Db, caller: Caller, ttlSeconds: number): Promise<void> {
  if (caller.role !== 'authenticated') return;
  const claims = JSON.parse(caller.claims) as { session_id?: unknown; sub?: unknown };
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const id = typeof claims.session_id === 'string' && uuid.test(claims.session_id) ? claims.session_id : '';
  const sub = typeof claims.sub === 'string' && uuid.test(claims.sub) ? claims.sub : '';
  let cache = seen.get(db);
  if (!cache) {
    cache = new Map();
    seen.set(db, cache);
  }
  const now = Date.now();
  const at = cache.get(id);
  if (at !== undefined && now - at < ttlSeconds * 1000) return;
  // The primary key's index: one page read, well under a millisecond.
  const [row] =
    id && sub
      ? await db.query<{ ok: boolean }>(
          'select true as ok from auth.sessions where id = $1::uuid and user_id = $2::uuid',
          [id, sub],
        )
      : [];
  if (!row) {
    cache.delete(id);
    throw new RestError(401, 'PGRST301', 'JWT session has ended', null, null);
  }
  if (cache.size >= maxEntries) cache.clear();
  cache.set(id, now);
}
