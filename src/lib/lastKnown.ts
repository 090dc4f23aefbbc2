import { type IDBPDatabase, openDB } from 'idb';
import { isOfflineError } from './offline';

const DB_NAME = 'mathpop-last-known';
const STORE = 'reads';
let opened: Promise<IDBPDatabase> | null = null;

function db(): Promise<IDBPDatabase> {
  opened ??= openDB(DB_NAME, 1, { upgrade: (database) => void database.createObjectStore(STORE) });
  return opened;
}

/**
 * A read that still answers offline: `read()` when the network answers (its answer is kept on the
 * device under `key`), else the last answer kept for `key`. Keys name the user or child whose data
 * it is (e.g. `students:<user id>`), so one device's players never see each other's. Errors that
 * are not a missing network, and a first read offline, still throw.
 */
export async function lastKnown<T>(key: string, read: () => Promise<T>): Promise<T> {
  try {
    const value = await read();
    void db()
      .then((d) => d.put(STORE, value, key))
      .catch((error: unknown) => console.warn('Could not keep the last answer', error));
    return value;
  } catch (error) {
    if (!isOfflineError(error)) throw error;
    const kept = (await db()
      .then((d) => d.get(STORE, key))
      .catch(() => undefined)) as T | undefined;
    if (kept === undefined) throw error;
    return kept;
  }
}

/** Forgets every kept answer (sign-out: the next player on this device starts clean). */
export async function clearLastKnown(): Promise<void> {
  await (await db()).clear(STORE);
}

/** Closes and forgets the database handle (tests open a fresh one). */
export async function closeLastKnown(): Promise<void> {
  if (opened) (await opened).close();
  opened = null;
}
