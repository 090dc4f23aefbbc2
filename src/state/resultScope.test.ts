// @vitest-environment jsdom
import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { store } from '@/lib/store';
import { activeStudentIdAtom } from './activeStudent';
import { samePlayer, startResultScoping } from './resultScope';
import { reportResult, resultsAtom } from './results';
import { sessionAtom } from './session';

const signIn = (id: string | null) => store.set(sessionAtom, id ? ({ user: { id } } as Session) : null);
const ids = () => store.get(resultsAtom).map((r) => r.activityId);

describe('samePlayer', () => {
  it('keeps results for the same user and student, or a first choice of student', () => {
    expect(samePlayer({ userId: 'u1', studentId: 's1' }, { userId: 'u1', studentId: 's1' })).toBe(true);
    expect(samePlayer({ userId: 'u1', studentId: undefined }, { userId: 'u1', studentId: 's1' })).toBe(true);
    expect(samePlayer({ userId: 'u1', studentId: 's1' }, { userId: 'u1', studentId: 's2' })).toBe(false);
    expect(samePlayer({ userId: 'u1', studentId: 's1' }, { userId: 'u2', studentId: 's1' })).toBe(false);
    expect(samePlayer({ userId: 'u1', studentId: 's1' }, { userId: null, studentId: undefined })).toBe(false);
  });
});

describe('startResultScoping', () => {
  it('clears the results on sign-out, on sign-in and on a change of active student', () => {
    localStorage.clear();
    signIn('u1');
    const stop = startResultScoping();
    reportResult({ kind: 'lesson', id: 'multiplication1', isCorrect: false });
    // The first result picks the first student: still the same player.
    store.set(activeStudentIdAtom, 's1');
    expect(ids()).toEqual(['multiplication1']);

    store.set(activeStudentIdAtom, 's2');
    expect(ids()).toEqual([]);

    reportResult({ kind: 'lesson', id: 'multiplication2', isCorrect: false });
    signIn(null);
    expect(ids()).toEqual([]);

    signIn('u2');
    reportResult({ kind: 'lesson', id: 'd6-1', isCorrect: false });
    signIn('u1'); // another user in the same tab, without a sign-out event in between
    expect(ids()).toEqual([]);
    reportResult({ kind: 'lesson', id: 'd6-1', isCorrect: true });
    expect(store.get(resultsAtom)[0].attempts).toBe(1);
    stop();
  });
});
