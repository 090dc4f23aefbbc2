// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FactAttemptRow } from '@/api/save-fact-attempts';

const { store } = await import('@/lib/store');
const { sessionAtom } = await import('./session');
const { activeStudentIdAtom } = await import('./activeStudent');
const { reportFact } = await import('./facts');
const { flushFacts, MAX_AGE_MS, rowOf, sendQueuedFacts, startFactQueue } = await import('./factQueue');
const { enqueueFact, queuedFacts } = await import('./factQueueStore');

const answer = { fact: { op: 'mul' as const, a: 7, b: 8 }, answer: 56, correct: true, ms: 1200 };

describe('fact queue', () => {
  afterEach(async () => {
    for (const owner of ['u1', 'u2']) await flushFacts(owner, async () => {});
  });

  it('turns a report into a full row for the active student', () => {
    const row = rowOf({ ...answer, source: 'practice' }, 's1', new Date('2026-11-24T09:00:00Z'));
    expect(row).toMatchObject({
      student_profile_id: 's1',
      op: 'mul',
      a: 7,
      b: 8,
      answer: 56,
      correct: true,
      ms: 1200,
      assisted: false,
      source: 'practice',
      at: '2026-11-24T09:00:00.000Z',
    });
    expect(row.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps rows after a failed flush and stores them once on the next', async () => {
    const now = new Date();
    await enqueueFact({ owner: 'u1', row: rowOf({ ...answer, source: 'practice' }, 's1', now) });
    await enqueueFact({ owner: 'u2', row: rowOf({ ...answer, source: 'practice' }, null, now) });
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(flushFacts('u1', failing)).rejects.toThrow('offline');
    expect(await queuedFacts('u1')).toHaveLength(1);
    const saved: FactAttemptRow[][] = [];
    expect(await flushFacts('u1', async (rows) => void saved.push([...rows]))).toBe(1);
    expect(await flushFacts('u1', async (rows) => void saved.push([...rows]))).toBe(0);
    expect(saved).toHaveLength(1);
    expect(await queuedFacts('u2')).toHaveLength(1);
  });

  it('sends at most 500 rows per call and drops rows older than 29 days', async () => {
    const now = Date.now();
    for (let i = 0; i < 501; i++)
      await enqueueFact({ owner: 'u1', row: rowOf({ ...answer, source: 'x' }, null, new Date(now - i)) });
    const old = new Date(now - MAX_AGE_MS - 1000);
    await enqueueFact({ owner: 'u1', row: rowOf({ ...answer, source: 'x' }, null, old) });
    const sizes: number[] = [];
    await flushFacts('u1', async (rows) => void sizes.push(rows.length), now);
    expect(sizes).toEqual([500, 1]);
    expect(await queuedFacts('u1')).toHaveLength(0);
  });

  it('queues every reported answer while signed in and flushes it, retrying after a failure', async () => {
    store.set(sessionAtom, { user: { id: 'u1' } } as Session);
    store.set(activeStudentIdAtom, 's1');
    let up = false;
    const saved: FactAttemptRow[] = [];
    const stop = startFactQueue(async (rows) => {
      if (!up) throw new Error('offline');
      saved.push(...rows);
    });
    reportFact({ ...answer, source: 'castle-builder' });
    await expect.poll(async () => (await queuedFacts('u1')).length).toBe(1);
    up = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]).toMatchObject({ source: 'castle-builder', student_profile_id: 's1' });
    expect(await queuedFacts('u1')).toHaveLength(0);
    stop();
    store.set(sessionAtom, null);
  });

  it('sends answers given in a row together, a while after the last (never during its celebration)', async () => {
    store.set(sessionAtom, { user: { id: 'u1' } } as Session);
    store.set(activeStudentIdAtom, 's1');
    const calls: number[] = [];
    const stop = startFactQueue(async (rows) => void (rows.length && calls.push(rows.length)), 300);
    await expect.poll(() => calls.length).toBe(0);
    const reported = Date.now();
    reportFact({ ...answer, source: 'secret-vault' });
    reportFact({ ...answer, fact: { op: 'mul', a: 6, b: 9 }, answer: 54, source: 'secret-vault' });
    await new Promise((r) => setTimeout(r, 150));
    expect(calls).toEqual([]);
    await expect.poll(() => calls).toEqual([2]);
    expect(Date.now() - reported).toBeGreaterThanOrEqual(300);
    stop();
    store.set(sessionAtom, null);
  });

  it('sendQueuedFacts also sends an answer reported a moment ago, still on its way into the queue', async () => {
    store.set(sessionAtom, { user: { id: 'u1' } } as Session);
    store.set(activeStudentIdAtom, 's1');
    const stop = startFactQueue(async () => {
      throw new Error('offline'); // the loop's own flush fails: only sendQueuedFacts sends
    });
    reportFact({ ...answer, source: 'secret-vault' });
    const sent: FactAttemptRow[] = [];
    // What the performance page does as it opens, right after the child's last answer.
    await sendQueuedFacts(async (rows) => void sent.push(...rows));
    expect(sent).toMatchObject([{ source: 'secret-vault', a: 7, b: 8 }]);
    stop();
    store.set(sessionAtom, null);
  });
});
