// @vitest-environment jsdom

import type { Session } from '@supabase/supabase-js';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { store } from '@/lib/store';
import { activeStudentIdAtom } from './activeStudent';
import {
  DEVICE_PLAYER_STORAGE_KEY,
  devicePlayerAtom,
  kidModeAtom,
  startAsGrownUp,
  studentsChangedAtom,
  studentsVersionAtom,
} from './devicePlayer';
import { GROWN_UP } from './playerMode';
import { sessionAtom } from './session';

describe('device player atom', () => {
  it('stores the choice per user and makes a chosen child the active student', () => {
    const store = createStore();
    const as = (id: string) => ({ user: { id } }) as Session;
    store.set(sessionAtom, as('u1'));
    expect(store.get(devicePlayerAtom)).toBeNull();
    store.set(devicePlayerAtom, 'kid-1');
    expect(store.get(activeStudentIdAtom)).toBe('kid-1');
    store.set(sessionAtom, as('u2'));
    expect(store.get(devicePlayerAtom)).toBeNull();
    store.set(devicePlayerAtom, GROWN_UP);
    expect(store.get(activeStudentIdAtom)).toBeNull();
    store.set(sessionAtom, as('u1'));
    expect(store.get(devicePlayerAtom)).toBe('kid-1');
    expect(JSON.parse(localStorage.getItem(DEVICE_PLAYER_STORAGE_KEY) ?? '{}')).toEqual({
      u1: 'kid-1',
      u2: GROWN_UP,
    });
  });

  it('ignores choices while signed out', () => {
    const store = createStore();
    store.set(devicePlayerAtom, 'kid-9');
    expect(store.get(devicePlayerAtom)).toBeNull();
  });

  it("a password sign-in forgets only that user's choice: the device starts in grown-up mode", () => {
    const as = (id: string) => ({ user: { id } }) as Session;
    store.set(sessionAtom, as('u3'));
    store.set(devicePlayerAtom, 'kid-3');
    expect(store.get(kidModeAtom)).toBe(true);
    store.set(sessionAtom, as('u4'));
    store.set(devicePlayerAtom, 'kid-4');
    startAsGrownUp('u3');
    expect(store.get(devicePlayerAtom)).toBe('kid-4');
    store.set(sessionAtom, as('u3'));
    expect(store.get(devicePlayerAtom)).toBeNull();
    expect(store.get(kidModeAtom)).toBe(false);
  });

  it('a class session is kid mode; the grown-up choice is not', () => {
    const store = createStore();
    store.set(sessionAtom, { user: { id: 'c1', role: 'mathpop_child' } } as Session);
    expect(store.get(kidModeAtom)).toBe(true);
    store.set(sessionAtom, { user: { id: 'u5' } } as Session);
    store.set(devicePlayerAtom, GROWN_UP);
    expect(store.get(kidModeAtom)).toBe(false);
  });

  it('deleting the child who holds the device leaves it to the grown-up; any change bumps the version', () => {
    const store = createStore();
    store.set(sessionAtom, { user: { id: 'u6' } } as Session);
    store.set(devicePlayerAtom, 'kid-6');
    store.set(studentsChangedAtom);
    expect(store.get(studentsVersionAtom)).toBe(1);
    expect(store.get(devicePlayerAtom)).toBe('kid-6');
    store.set(studentsChangedAtom, 'other-kid');
    expect(store.get(devicePlayerAtom)).toBe('kid-6');
    store.set(studentsChangedAtom, 'kid-6');
    expect(store.get(devicePlayerAtom)).toBe(GROWN_UP);
    expect(store.get(studentsVersionAtom)).toBe(3);
  });
});
