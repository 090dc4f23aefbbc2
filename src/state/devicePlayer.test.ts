// @vitest-environment jsdom

import type { Session } from '@supabase/supabase-js';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { activeStudentIdAtom } from './activeStudent';
import { DEVICE_PLAYER_STORAGE_KEY, devicePlayerAtom } from './devicePlayer';
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
});
