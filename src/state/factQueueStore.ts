import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { FactAttemptRow } from '@/api/save-fact-attempts';

/** One queued answer: the row to store and the signed-in user whose session may store it. */
export interface QueuedFact {
  owner: string;
  row: FactAttemptRow;
}

interface QueueSchema extends DBSchema {
  facts: { key: string; value: QueuedFact; indexes: { owner: string } };
}

const DB_NAME = 'mathpop-fact-queue';
let opened: Promise<IDBPDatabase<QueueSchema>> | null = null;

/** The device's queue database (one per origin), opened once. */
function db(): Promise<IDBPDatabase<QueueSchema>> {
  opened ??= openDB<QueueSchema>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore('facts', { keyPath: 'row.client_id' });
      store.createIndex('owner', 'owner');
    },
  });
  return opened;
}

/** Adds one answer to the queue (kept until a flush has stored it). */
export async function enqueueFact(item: QueuedFact): Promise<void> {
  await (await db()).put('facts', item);
}

/** The queued rows of one user, oldest answer first. */
export async function queuedFacts(owner: string): Promise<FactAttemptRow[]> {
  const items = await (await db()).getAllFromIndex('facts', 'owner', owner);
  return items.map((item) => item.row).sort((x, y) => x.at.localeCompare(y.at));
}

/** Removes rows by client_id (after the server stored them, or when too old to be accepted). */
export async function dropFacts(clientIds: readonly string[]): Promise<void> {
  const tx = (await db()).transaction('facts', 'readwrite');
  await Promise.all([...clientIds.map((id) => tx.store.delete(id)), tx.done]);
}

/** Closes and forgets the database handle (tests open a fresh one). */
export async function closeFactQueue(): Promise<void> {
  if (opened) (await opened).close();
  opened = null;
}
