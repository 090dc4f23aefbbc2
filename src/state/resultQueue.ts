import type { QueuedResultRow } from '@/api/save-queued-results';
import type { ResultOwner } from '@/api/save-result';
import { store } from '@/lib/store';
import { deviceQueue } from './deviceQueue';
import { startFlushLoop } from './flushLoop';
import type { ActivityResult } from './results';
import { sessionAtom } from './session';

const queue = deviceQueue<QueuedResultRow>('mathpop-result-queue', 'results', 'id');
const BATCH = 100;

/** Who stores the rows: the back end call, injected so the loop is testable without a server. */
export type SaveResultRows = (rows: readonly QueuedResultRow[]) => Promise<void>;

const defaultSave: SaveResultRows = async (rows) => {
  const { saveQueuedResults } = await import('@/api/save-queued-results');
  await saveQueuedResults(rows);
};

/** The row a result becomes when it must wait on the device: this visit's `attempts`, a new id. */
export function queuedRowOf(owner: ResultOwner, result: ActivityResult, attempts: number): QueuedResultRow {
  return {
    id: crypto.randomUUID(),
    user_id: owner.userId,
    student_profile_id: owner.studentId,
    kind: result.kind,
    activity_id: result.activityId,
    is_correct: result.isCorrect,
    attempts: Math.max(1, attempts),
    stars: Math.max(0, result.stars),
    assisted: result.assisted,
    completed_at: result.completedAt,
  };
}

/** Keeps a result on the device until the network returns (the flush loop sends it). */
export async function queueResult(row: QueuedResultRow): Promise<void> {
  await queue.add({ owner: row.user_id, row });
  flushSoon?.();
}

/**
 * Sends a user's queued results, oldest first, deleting each batch once stored (a failed flush
 * loses nothing; a repeated one stores nothing twice). Throws when a batch fails.
 */
export async function flushResults(owner: string, save: SaveResultRows): Promise<number> {
  const rows = (await queue.rows(owner)).sort((x, y) =>
    (x.completed_at ?? '').localeCompare(y.completed_at ?? ''),
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await save(batch);
    await queue.drop(batch.map((r) => r.id));
  }
  return rows.length;
}

/** Every user with results queued on this device. */
export const resultOwners = (): Promise<string[]> => queue.owners();

/**
 * Sends the results a child's class session left queued on this device (owner: the child's id) with
 * her grown-up's session, as the grown-up's rows for that child (issue 35 #11).
 */
export async function flushChildResults(
  childId: string,
  grownUpId: string,
  save: SaveResultRows,
): Promise<number> {
  const rows = await queue.rows(childId);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await save(batch.map((r) => ({ ...r, user_id: grownUpId, student_profile_id: childId })));
    await queue.drop(batch.map((r) => r.id));
  }
  return rows.length;
}

/** Closes and forgets the database handle (tests open a fresh one). */
export const closeResultQueue = (): Promise<void> => queue.close();

let flushSoon: (() => void) | null = null;

/**
 * Flushes the signed-in user's queued results: at once, when the browser comes back online, after
 * each newly queued result and with backoff after a failure. Returns the function that stops it.
 */
export function startResultQueue(save: SaveResultRows = defaultSave): () => void {
  const loop = startFlushLoop('Result queue', async () => {
    const owner = store.get(sessionAtom)?.user.id;
    if (owner) await flushResults(owner, save);
  });
  const mine = () => loop.enqueue(async () => undefined);
  flushSoon = mine;
  return () => {
    if (flushSoon === mine) flushSoon = null;
    loop.stop();
  };
}
