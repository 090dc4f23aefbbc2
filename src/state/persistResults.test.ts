// @vitest-environment jsdom
import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved: { owner: unknown; activityId: string; isCorrect: boolean; newAttempts: number }[] = [];
vi.mock('@/api/save-result', () => ({
  saveResult: vi.fn(async (owner: unknown, result: { activityId: string; isCorrect: boolean }, n: number) => {
    saved.push({ owner, activityId: result.activityId, isCorrect: result.isCorrect, newAttempts: n });
  }),
}));

const students = [{ id: 'first' }, { id: 'second' }];
vi.mock('@/api/list-students', () => ({ listStudents: vi.fn(async () => students) }));

const { store } = await import('@/lib/store');
const { sessionAtom } = await import('./session');
const { activeStudentIdAtom } = await import('./activeStudent');
const { reportResult, resultsAtom } = await import('./results');
const { resultsWritten, startResultPersistence } = await import('./persistResults');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('result persistence', () => {
  afterEach(() => {
    saved.length = 0;
    store.set(resultsAtom, []);
  });

  it('writes each result for the user and active student, counting only new attempts', async () => {
    store.set(sessionAtom, { user: { id: 'u1' } } as Session);
    store.set(activeStudentIdAtom, 's1');
    const stop = startResultPersistence();
    reportResult({ kind: 'lesson', id: 'multiplication1', isCorrect: false });
    reportResult({ kind: 'lesson', id: 'multiplication1', isCorrect: true });
    await expect.poll(() => saved.length).toBe(2);
    expect(saved).toEqual([
      {
        owner: { userId: 'u1', studentId: 's1' },
        activityId: 'multiplication1',
        isCorrect: false,
        newAttempts: 1,
      },
      {
        owner: { userId: 'u1', studentId: 's1' },
        activityId: 'multiplication1',
        isCorrect: true,
        newAttempts: 1,
      },
    ]);
    stop();
    reportResult({ kind: 'lesson', id: 'multiplication2', isCorrect: true });
    await flush();
    expect(saved).toHaveLength(2);
  });

  it('resultsWritten resolves once a result reported a moment ago is written (a page opened at once reads it)', async () => {
    store.set(sessionAtom, { user: { id: 'u1' } } as Session);
    store.set(activeStudentIdAtom, 's1');
    const stop = startResultPersistence();
    reportResult({ kind: 'game', id: 'secret-vault', isCorrect: true, stars: 3 });
    await resultsWritten();
    expect(saved.map((r) => r.activityId)).toEqual(['secret-vault']);
    stop();
  });

  it('picks the first student when none was ever chosen (straight from login to a game)', async () => {
    store.set(sessionAtom, { user: { id: 'u-new' } } as Session);
    expect(store.get(activeStudentIdAtom)).toBeNull();
    const stop = startResultPersistence();
    reportResult({ kind: 'game', id: 'secret-vault', isCorrect: true, stars: 3 });
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0].owner).toEqual({ userId: 'u-new', studentId: 'first' });
    expect(store.get(activeStudentIdAtom)).toBe('first');
    stop();
  });

  it('keeps “no student” when the user chose none on purpose', async () => {
    store.set(sessionAtom, { user: { id: 'u-none' } } as Session);
    store.set(activeStudentIdAtom, null);
    const stop = startResultPersistence();
    reportResult({ kind: 'game', id: 'secret-vault', isCorrect: true, stars: 3 });
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0].owner).toEqual({ userId: 'u-none', studentId: null });
    stop();
  });

  it('writes nothing while signed out', async () => {
    store.set(sessionAtom, null);
    const stop = startResultPersistence();
    reportResult({ kind: 'game', id: 'castle-builder', isCorrect: true, stars: 4 });
    await flush();
    expect(saved).toEqual([]);
    stop();
  });
});
