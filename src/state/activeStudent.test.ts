// @vitest-environment jsdom

import type { Session } from '@supabase/supabase-js';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STUDENT_STORAGE_KEY,
  activeStudentChosenAtom,
  activeStudentIdAtom,
  afterDeletion,
  reconcileActiveStudent,
} from './activeStudent';
import { sessionAtom } from './session';

describe('active student', () => {
  it('selects the first loaded profile by default and keeps a valid choice', () => {
    expect(reconcileActiveStudent(null, ['a', 'b'], true)).toBe('a');
    expect(reconcileActiveStudent('b', ['a', 'b'], true)).toBe('b');
    expect(reconcileActiveStudent('gone', ['a', 'b'], true)).toBe('a');
    expect(reconcileActiveStudent(null, [], true)).toBeNull();
  });

  it('leaves the choice to the teacher when not auto-selecting', () => {
    expect(reconcileActiveStudent(null, ['a', 'b'], false)).toBeNull();
    expect(reconcileActiveStudent('b', ['a', 'b'], false)).toBe('b');
  });

  it('selects the first remaining, or none, when the active one is deleted', () => {
    expect(afterDeletion('a', 'a', ['b', 'c'])).toBe('b');
    expect(afterDeletion('c', 'a', ['b', 'c'])).toBe('c');
    expect(afterDeletion('a', 'a', [])).toBeNull();
  });
});

describe('active student atom', () => {
  it('keeps one choice per user in localStorage', () => {
    const store = createStore();
    const as = (id: string) => ({ user: { id } }) as Session;
    store.set(sessionAtom, as('u1'));
    expect(store.get(activeStudentIdAtom)).toBeNull();
    store.set(activeStudentIdAtom, 's1');
    store.set(sessionAtom, as('u2'));
    expect(store.get(activeStudentIdAtom)).toBeNull();
    store.set(sessionAtom, as('u1'));
    expect(store.get(activeStudentIdAtom)).toBe('s1');
    expect(JSON.parse(localStorage.getItem(ACTIVE_STUDENT_STORAGE_KEY) ?? '{}')).toEqual({ u1: 's1' });
  });

  it("plays a child's class session as that child, whatever was chosen on the device", () => {
    const store = createStore();
    store.set(sessionAtom, { user: { id: 'kid-1', role: 'mathpop_child' } } as Session);
    expect(store.get(activeStudentIdAtom)).toBe('kid-1');
    expect(store.get(activeStudentChosenAtom)).toBe(true);
    store.set(activeStudentIdAtom, 'someone-else');
    expect(store.get(activeStudentIdAtom)).toBe('kid-1');
  });
});
