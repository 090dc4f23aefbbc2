import type { Db } from '../db/types';
import { logError } from '../log';
import { forgetGraph } from './relationships';
import { loadSchema, type SchemaCache } from './schema';

/**
 * Reloads the schema cache in place on PostgREST's notice, `NOTIFY pgrst, 'reload schema'` (any
 * payload but 'reload config', as PostgREST), so a table created later is served without a restart.
 * Reloads run one at a time; a notice arriving during one starts one more after it.
 */
export async function watchSchema(db: Db, cache: SchemaCache): Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const reload = async () => {
    do {
      again = false;
      const fresh = await loadSchema(db);
      cache.clear();
      for (const [k, v] of fresh) cache.set(k, v);
      // The relationship graph is cached per cache object: a refill in place must drop it too.
      forgetGraph(cache);
    } while (again);
  };
  await db.listen('pgrst', (payload) => {
    if (payload.trim() === 'reload config') return;
    if (running) {
      again = true;
      return;
    }
    running = reload()
      .catch((e) => logError('schema reload', e))
      .finally(() => {
        running = undefined;
      });
  });
}
