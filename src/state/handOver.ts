import type { FactAttemptRow } from '@/api/save-fact-attempts';
import { ACTIVE_STUDENT_STORAGE_KEY } from './activeStudent';
import { CHALLENGE_KEY_PREFIX } from './challengeMemory';
import { dropFacts, factOwners, queuedFacts } from './factQueueStore';
import { flushChildResults, resultOwners, type SaveResultRows } from './resultQueue';

/**
 * A shared tablet (issue 35 #11). When a child's class session ends, what belongs to that child
 * leaves the device, except her answers and results still queued offline: those stay in the queues
 * under her id (owner), where no other child's session reads them (each session flushes its own
 * owner only). They are sent when she signs in again (her own flush) or when her grown-up signs in
 * (sendChildrenQueues, with the grown-up's session).
 */

/** localStorage keys kept per student (rocket items, practice timer, game challenges) that go with her. */
const perStudentKeys = (id: string) => [
  `mathpop.off.${id}`,
  `mathpop.practiceTimer.${id}`,
  `${CHALLENGE_KEY_PREFIX}${id}`,
];

/** Forgets a signed-out child on this device: her active-student entry and per-student settings. */
export function forgetChild(childId: string): void {
  try {
    const raw = localStorage.getItem(ACTIVE_STUDENT_STORAGE_KEY);
    const choices = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    if (choices && typeof choices === 'object' && childId in choices) {
      delete choices[childId];
      localStorage.setItem(ACTIVE_STUDENT_STORAGE_KEY, JSON.stringify(choices));
    }
    for (const key of perStudentKeys(childId)) localStorage.removeItem(key);
  } catch {
    // storage blocked or unreadable: nothing of hers was kept there
  }
}

/**
 * With a grown-up's session: sends what each of their children's class sessions left queued on this
 * device (answers as the grown-up's rows for that child, results likewise), deleting each batch once
 * stored. Throws when a batch fails (the rows stay queued for the next try).
 */
export async function sendChildrenQueues(
  grownUpId: string,
  childIds: readonly string[],
  saveFacts: (rows: readonly FactAttemptRow[]) => Promise<void>,
  saveResults: SaveResultRows,
): Promise<number> {
  let sent = 0;
  for (const childId of childIds) {
    if (childId === grownUpId) continue;
    const facts = await queuedFacts(childId);
    for (let i = 0; i < facts.length; i += 500) {
      const batch = facts.slice(i, i + 500).map((r) => ({ ...r, student_profile_id: childId }));
      await saveFacts(batch);
      await dropFacts(batch.map((r) => r.client_id));
    }
    sent += facts.length + (await flushChildResults(childId, grownUpId, saveResults));
  }
  return sent;
}

/** The ids of the signed-in grown-up's students (injected so tests need no server). */
export type ListChildren = (grownUpId: string) => Promise<readonly string[]>;

/** A grown-up's students, asked at most every 5 minutes (a flush runs after every answer). */
const listed = new Map<string, { at: number; ids: readonly string[] }>();
const defaultList: ListChildren = async (id) => {
  const hit = listed.get(id);
  if (hit && Date.now() - hit.at < 5 * 60_000) return hit.ids;
  const { listStudents } = await import('@/api/list-students');
  const ids = (await listStudents(id)).map((s) => s.id);
  listed.set(id, { at: Date.now(), ids });
  return ids;
};
const defaultSaveFacts = async (rows: readonly FactAttemptRow[]) => {
  const { saveFactAttempts } = await import('@/api/save-fact-attempts');
  await saveFactAttempts(rows);
};
const defaultSaveResults: SaveResultRows = async (rows) => {
  const { saveQueuedResults } = await import('@/api/save-queued-results');
  await saveQueuedResults(rows);
};

/**
 * Run by a grown-up's flush: when other users' rows wait on this device, sends those of the
 * grown-up's own children (a child's rows are never read by another child's session).
 */
export async function flushHandedOver(
  grownUpId: string,
  list: ListChildren = defaultList,
  saveFacts = defaultSaveFacts,
  saveResults = defaultSaveResults,
): Promise<number> {
  const others = new Set([...(await factOwners()), ...(await resultOwners())]);
  others.delete(grownUpId);
  if (others.size === 0) return 0;
  const mine = (await list(grownUpId)).filter((id) => others.has(id));
  return mine.length ? sendChildrenQueues(grownUpId, mine, saveFacts, saveResults) : 0;
}
