// @vitest-environment jsdom
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { store } from '@/lib/store';
import {
  applyAuthEvent,
  clearSession,
  lastAuthEventAtom,
  sessionAtom,
  sessionReadyAtom,
  startSessionSync,
} from './session';

const session = { access_token: 'a', user: { id: 'u1' } } as Session;

describe('session atoms', () => {
  it('starts unknown: no session and not ready', () => {
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(sessionReadyAtom)).toBe(false);
  });

  it('every auth event updates the session, the last event and readiness', () => {
    const events: [AuthChangeEvent, Session | null][] = [
      ['INITIAL_SESSION', null],
      ['SIGNED_IN', session],
      ['TOKEN_REFRESHED', { ...session, access_token: 'b' }],
      ['USER_UPDATED', { ...session, access_token: 'c' }],
      ['PASSWORD_RECOVERY', { ...session, access_token: 'd' }],
      ['SIGNED_OUT', null],
    ];
    for (const [event, value] of events) {
      applyAuthEvent(event, value);
      expect(store.get(sessionAtom)).toEqual(value);
      expect(store.get(lastAuthEventAtom)).toBe(event);
      expect(store.get(sessionReadyAtom)).toBe(true);
    }
  });

  it('clearSession signs out locally', () => {
    applyAuthEvent('SIGNED_IN', session);
    clearSession();
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(lastAuthEventAtom)).toBe('SIGNED_OUT');
  });
});

describe('startSessionSync', () => {
  it('subscribes to supabase-js and receives the initial session from storage', async () => {
    store.set(sessionReadyAtom, false);
    store.set(lastAuthEventAtom, null);
    const stop = startSessionSync();
    const stopAgain = startSessionSync(); // StrictMode's second mount shares the subscription
    await expect.poll(() => store.get(lastAuthEventAtom)).toBe('INITIAL_SESSION');
    expect(store.get(sessionReadyAtom)).toBe(true);
    expect(store.get(sessionAtom)).toBeNull();
    stopAgain();
    stop();
  });
});
