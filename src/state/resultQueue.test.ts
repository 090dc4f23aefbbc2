// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedResultRow } from '@/api/save-queued-results';

// The online write fails as a browser without network does (supabase-js's message).
const onlineWrites: string[] = [];
let network = true;
vi.mock('@/api/save-result', () => ({
  saveResult: vi.fn(async (_owner: unknown, result: { activityId: string }) => {
    if (!network) throw new Error('TypeError: Failed to fetch');
    onlineWrites.push(result.activityId);
  }),
}));

const { store } = await import('@/lib/store');
const { sessionAtom } = await import('./session');
const { activeStudentIdAtom } = await import('./activeStudent');
const { reportResult, resultsAtom } = await import('./results');
const { startResultPersistence } = await import('./persistResults');
const { flushResults, startResultQueue } = await import('./resultQueue');

const queued = async (owner: string) => {
  const rows: QueuedResultRow[] = [];
  // Reads without sending: a save that refuses keeps the rows queued.
  await flushResults(owner, async (batch) => {
    rows.push(...batch);
    throw new Error('not now');
  }).catch(() => undefined);
  return rows;
};

describe('result queue (offline results)', () => {
  afterEach(async () => {
    network = true;
    onlineWrites.length = 0;
    store.set(resultsAtom, []);
    await flushResults('u1', async () => {});
  });

  it('keeps a result whose write found no network, and sends it once when the network returns', async () => {
    store.set(sessionAtom, { user: { id: 'u1' } } as Session);
    store.set(activeStudentIdAtom, 's1');
    network = false;
    let up = false;
    const sent: QueuedResultRow[] = [];
    const stopPersisting = startResultPersistence();
    const stopQueue = startResultQueue(async (rows) => {
      if (!up) throw new Error('TypeError: Failed to fetch');
      sent.push(...rows);
    });
    reportResult({ kind: 'game', id: 'secret-vault', isCorrect: true, stars: 3 });
    await expect.poll(async () => (await queued('u1')).length).toBe(1);
    const [row] = await queued('u1');
    expect(row).toMatchObject({
      user_id: 'u1',
      student_profile_id: 's1',
      kind: 'game',
      activity_id: 'secret-vault',
      is_correct: true,
      attempts: 1,
      stars: 3,
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(onlineWrites).toEqual([]);

    up = true;
    network = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0].id).toBe(row.id);
    expect(await queued('u1')).toEqual([]);
    // A second online event sends nothing again.
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(1);
    stopQueue();
    stopPersisting();
    store.set(sessionAtom, null);
  });

  it('writes online as before when the network answers', async () => {
    store.set(sessionAtom, { user: { id: 'u1' } } as Session);
    store.set(activeStudentIdAtom, 's1');
    const stop = startResultPersistence();
    reportResult({ kind: 'lesson', id: 'multiplication1', isCorrect: true });
    await expect.poll(() => onlineWrites).toEqual(['multiplication1']);
    expect(await queued('u1')).toEqual([]);
    stop();
    store.set(sessionAtom, null);
  });
});
