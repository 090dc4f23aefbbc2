// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { FactAttemptRow } from '@/api/save-fact-attempts';
import type { QueuedResultRow } from '@/api/save-queued-results';

const { enqueueFact, queuedFacts } = await import('./factQueueStore');
const { queueResult, flushResults } = await import('./resultQueue');
const { flushFacts, rowOf } = await import('./factQueue');
const { flushHandedOver, forgetChild } = await import('./handOver');
const { ACTIVE_STUDENT_STORAGE_KEY } = await import('./activeStudent');

// Issue 35 #11: a shared tablet. Ana (class session, owner = her id) leaves answers and a result
// queued offline and signs out; Bia signs in next; then Ana's teacher.
const ana = 'a0000000-0000-0000-0000-000000000001';
const bia = 'b0000000-0000-0000-0000-000000000002';
const teacher = 't0000000-0000-0000-0000-000000000009';
const fact = (at: string) =>
  rowOf(
    { fact: { op: 'mul', a: 3, b: 4 }, answer: 12, correct: true, ms: 900, source: 'practice' },
    ana,
    new Date(at),
  );
const result = (): QueuedResultRow => ({
  id: crypto.randomUUID(),
  user_id: ana,
  student_profile_id: ana,
  kind: 'lesson',
  activity_id: 'factor2',
  is_correct: true,
  attempts: 1,
  stars: 1,
  assisted: false,
  completed_at: new Date().toISOString(),
});

describe('a shared tablet', () => {
  it('keeps the signed-out child’s queued rows apart, never for the next child, sent with her grown-up', async () => {
    localStorage.setItem(ACTIVE_STUDENT_STORAGE_KEY, JSON.stringify({ [ana]: ana, [teacher]: bia }));
    localStorage.setItem(`mathpop.off.${ana}`, '["hat"]');
    localStorage.setItem(`mathpop.practiceTimer.${ana}`, 'on');
    const now = new Date().toISOString();
    await enqueueFact({ owner: ana, row: fact(now) });
    await enqueueFact({ owner: ana, row: fact(now) });
    await queueResult(result());

    forgetChild(ana);
    expect(JSON.parse(localStorage.getItem(ACTIVE_STUDENT_STORAGE_KEY) ?? '{}')).toEqual({ [teacher]: bia });
    expect(localStorage.getItem(`mathpop.off.${ana}`)).toBeNull();
    expect(localStorage.getItem(`mathpop.practiceTimer.${ana}`)).toBeNull();
    expect(await queuedFacts(ana)).toHaveLength(2);

    // Bia's session flushes her own queue only: none of Ana's rows is read or sent.
    const sentByBia: unknown[] = [];
    await flushFacts(bia, async (rows) => void sentByBia.push(...rows));
    await flushResults(bia, async (rows) => void sentByBia.push(...rows));
    expect(sentByBia).toEqual([]);
    // Another grown-up (not Ana's) sends nothing of hers either.
    const stranger: unknown[] = [];
    expect(
      await flushHandedOver(
        'x-other',
        async () => [bia],
        async (r) => void stranger.push(...r),
        async (r) => void stranger.push(...r),
      ),
    ).toBe(0);
    expect(stranger).toEqual([]);

    // Her teacher signs in: Ana's answers and result go, as the teacher's rows for Ana.
    const facts: FactAttemptRow[] = [];
    const results: QueuedResultRow[] = [];
    const sent = await flushHandedOver(
      teacher,
      async () => [ana, bia],
      async (rows) => void facts.push(...rows),
      async (rows) => void results.push(...rows),
    );
    expect(sent).toBe(3);
    expect(facts.map((r) => r.student_profile_id)).toEqual([ana, ana]);
    expect(results).toEqual([expect.objectContaining({ user_id: teacher, student_profile_id: ana })]);
    expect(await queuedFacts(ana)).toEqual([]);
    // A failed send keeps them queued.
    await enqueueFact({ owner: ana, row: fact(now) });
    await expect(
      flushHandedOver(
        teacher,
        async () => [ana],
        async () => Promise.reject(new Error('offline')),
        async () => undefined,
      ),
    ).rejects.toThrow('offline');
    expect(await queuedFacts(ana)).toHaveLength(1);
  });
});
