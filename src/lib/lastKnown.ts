import { type IDBPDatabase, openDB } from 'idb';
import { isOfflineError } from './offline';

const DB_NAME = 'mathpop-last-known';
const STORE = 'reads';
let opened: Promise<IDBPDatabase> | null = null;

function db(): Promise<IDBPDatabase> {
  opened ??= openDB(DB_NAME, 1, { upgrade: (database) => void database.createObjectStore(STORE) });
  return opened;
}

/** How a read that a child waits on may answer from the device (issue 39 §1). */
export interface LastKnownOptions {
  /**
   * How long (ms) the network may take before the kept answer is given instead; the network's answer
   * is still kept when it comes (the next read has it). Without it, the read waits for the network.
   */
  wait?: number;
}

/** What a child's start waits for the network, at most, when the device holds an answer. */
export const START_WAIT_MS = 900;

const kept = <T>(key: string): Promise<T | undefined> =>
  db()
    .then((d) => d.get(STORE, key) as Promise<T | undefined>)
    .catch(() => undefined);

/** The error a read meets offline when the device holds nothing for it (isOfflineError knows it). */
const offlineError = () => new TypeError('Failed to fetch: the device is offline');

/**
 * A read that still answers offline: `read()` when the network answers (its answer is kept on the
 * device under `key`), else the last answer kept for `key`. Keys name the user or child whose data
 * it is (e.g. `students:<user id>`), so one device's players never see each other's. With the
 * browser offline (`navigator.onLine` false) the kept answer comes at once, without a request that
 * would fail only after postgrest-js's retries (7 s); with `wait`, a network slower than that (a
 * school Wi-Fi that hangs) gives the kept answer too, while the request goes on behind and keeps
 * its answer. Errors that are not a missing network, and a first read offline, still throw.
 */
export async function lastKnown<T>(
  key: string,
  read: () => Promise<T>,
  options: LastKnownOptions = {},
): Promise<T> {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const onDevice = kept<T>(key);
  if (offline) {
    const value = await onDevice;
    if (value === undefined) throw offlineError();
    return value;
  }
  const fresh = read().then((value) => {
    void db()
      .then((d) => d.put(STORE, value, key))
      .catch((error: unknown) => console.warn('Could not keep the last answer', error));
    return value;
  });
  const fallBack = async (error: unknown): Promise<T> => {
    if (!isOfflineError(error)) throw error;
    const value = await onDevice;
    if (value === undefined) throw error;
    return value;
  };
  if (options.wait === undefined) return fresh.catch(fallBack);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), options.wait);
  });
  const first = await Promise.race([
    fresh.then(
      () => 'fresh' as const,
      () => 'failed' as const,
    ),
    late,
  ]);
  clearTimeout(timer);
  if (first === 'late') {
    const value = await onDevice;
    if (value !== undefined) {
      fresh.catch(() => undefined);
      return value;
    }
  }
  return fresh.catch(fallBack);
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
