import { type IDBPDatabase, openDB } from 'idb';

/** One queued row: the row to store and the signed-in user whose session may store it. */
export interface Queued<Row> {
  owner: string;
  row: Row;
}

/** A queue of rows kept on the device (IndexedDB) until the server has stored them. */
export interface DeviceQueue<Row> {
  /** Adds one row (kept until a flush has stored it). */
  add: (item: Queued<Row>) => Promise<void>;
  /** The queued rows of one user, in insertion order of their keys' index. */
  rows: (owner: string) => Promise<Row[]>;
  /** Every user with rows queued here. */
  owners: () => Promise<string[]>;
  /** Removes rows by key (after the server stored them, or when they can never be stored). */
  drop: (keys: readonly string[]) => Promise<void>;
  /** Closes and forgets the database handle (tests open a fresh one). */
  close: () => Promise<void>;
}

/**
 * A device queue in its own IndexedDB database `name` (one object store `store`, keyed by
 * `row.<key>`, indexed by owner), opened on first use. The fact attempts and the activity results
 * of a child playing offline wait here.
 */
export function deviceQueue<Row>(name: string, store: string, key: string): DeviceQueue<Row> {
  let opened: Promise<IDBPDatabase> | null = null;
  const db = () => {
    opened ??= openDB(name, 1, {
      upgrade(database) {
        database.createObjectStore(store, { keyPath: `row.${key}` }).createIndex('owner', 'owner');
      },
    });
    return opened;
  };
  return {
    add: async (item) => {
      await (await db()).put(store, item);
    },
    rows: async (owner) => {
      const items: Queued<Row>[] = await (await db()).getAllFromIndex(store, 'owner', owner);
      return items.map((item) => item.row);
    },
    owners: async () => {
      const all: string[] = [];
      const index = (await db()).transaction(store).store.index('owner');
      for await (const cursor of index.iterate(null, 'nextunique')) all.push(String(cursor.key));
      return all;
    },
    drop: async (keys) => {
      const tx = (await db()).transaction(store, 'readwrite');
      await Promise.all([...keys.map((k) => tx.store.delete(k)), tx.done]);
    },
    close: async () => {
      if (opened) (await opened).close();
      opened = null;
    },
  };
}
