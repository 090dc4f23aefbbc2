import type { FactAttemptRow } from '@/api/save-fact-attempts';
import { store } from '@/lib/store';
import { dropFacts, enqueueFact, queuedFacts } from './factQueueStore';
import { type FactReport, onFact } from './facts';
import { type FlushLoop, startFlushLoop } from './flushLoop';
import { flushHandedOver } from './handOver';
import { ensureActiveStudent } from './persistResults';
import { isChildUser, sessionAtom } from './session';

/** The server refuses answers older than 30 days; rows past 29 are dropped, not retried forever. */
export const MAX_AGE_MS = 29 * 24 * 3600 * 1000;
const BATCH = 500;
/** The signed-in user's running queue (startFactQueue), which sendQueuedFacts waits for. */
let running: FlushLoop | null = null;

/** The table row of one reported answer, answered now by `studentId`. */
export function rowOf(report: FactReport, studentId: string | null, now: Date): FactAttemptRow {
  return {
    client_id: crypto.randomUUID(),
    student_profile_id: studentId,
    op: report.fact.op,
    a: report.fact.a,
    b: report.fact.b,
    answer: report.answer,
    correct: report.correct,
    ms: Math.min(600000, Math.max(0, Math.round(report.ms))),
    assisted: report.assisted ?? false,
    source: report.source,
    at: now.toISOString(),
  };
}

/**
 * How long after an answer its row is sent: past the game's celebration (a vault door opens in
 * 1.2 s), so the request and the API client it loads on a game route never cost the animation frames.
 */
export const FLUSH_AFTER_ANSWER_MS = 2000;

/** Who stores the rows: the back end call, injected so the loop is testable without a server. */
export type SaveRows = (rows: readonly FactAttemptRow[]) => Promise<void>;

const defaultSave: SaveRows = async (rows) => {
  const { saveFactAttempts } = await import('@/api/save-fact-attempts');
  await saveFactAttempts(rows);
};

/**
 * Sends a user's queued rows, 500 per call, deleting each batch only once the server stored it
 * (so a failed flush loses nothing, and a repeated one stores nothing twice: inserts are keyed by
 * client_id). Rows too old for the server are dropped first. Throws when a batch fails.
 */
export async function flushFacts(owner: string, save: SaveRows, now = Date.now()): Promise<number> {
  const rows = await queuedFacts(owner);
  const stale = rows.filter((r) => now - Date.parse(r.at) > MAX_AGE_MS).map((r) => r.client_id);
  if (stale.length > 0) await dropFacts(stale);
  const fresh = rows.filter((r) => now - Date.parse(r.at) <= MAX_AGE_MS);
  for (let i = 0; i < fresh.length; i += BATCH) {
    const batch = fresh.slice(i, i + BATCH);
    await save(batch);
    await dropFacts(batch.map((r) => r.client_id));
  }
  return fresh.length;
}

/**
 * Sends this device's queued fact answers now (before a page reads the fact log, so a child's last
 * answers, still queued when the page changed, show on the grid). A failure leaves them queued for
 * the flush loop; duplicates with its own flush are harmless (inserts are keyed by client_id).
 */
export async function sendQueuedFacts(save: SaveRows = defaultSave): Promise<void> {
  // An answer given a moment ago may still be on its way into the queue (its child is looked up
  // first): wait for it, or the page would read the log without it.
  await running?.settled();
  const owner = store.get(sessionAtom)?.user.id;
  if (owner) await flushFacts(owner, save).catch(() => undefined);
}

/**
 * Queues every fact answer (any game, lesson or practice) of the signed-in user in IndexedDB and
 * flushes it: at once, when the browser comes back online, and with backoff after a failure.
 * Returns the function that stops it (sign-out); rows stay queued for that user's next visit.
 */
export function startFactQueue(
  save: SaveRows = defaultSave,
  afterAnswerMs = FLUSH_AFTER_ANSWER_MS,
): () => void {
  const loop = startFlushLoop(
    'Fact queue',
    async () => {
      const session = store.get(sessionAtom);
      const owner = session?.user.id;
      if (!owner) return;
      await flushFacts(owner, save);
      // A grown-up also sends what their children's class sessions left queued here (issue 35 #11).
      if (!isChildUser(session)) await flushHandedOver(owner);
    },
    afterAnswerMs,
  );
  running = loop;
  const unsubscribe = onFact((report) => {
    const owner = store.get(sessionAtom)?.user.id;
    if (!owner) return;
    const now = new Date();
    loop.enqueue(async () => {
      const studentId = await ensureActiveStudent(owner).catch(() => null);
      await enqueueFact({ owner, row: rowOf(report, studentId, now) });
    });
  });
  return () => {
    loop.stop();
    if (running === loop) running = null;
    unsubscribe();
  };
}
