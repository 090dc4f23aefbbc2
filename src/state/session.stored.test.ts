// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { authStorageKey } from '@/lib/authStorage';
import { store } from '@/lib/store';
import { peekSupabase } from '@/lib/supabase';
import {
  lastAuthEventAtom,
  primeSessionFromStorage,
  sessionAtom,
  sessionReadyAtom,
  startSessionSync,
} from './session';

// Its own file: the client must not have been loaded by another test of this module graph.
describe('startSessionSync with a stored session', () => {
  it('applies a still-valid stored session at once, without loading supabase-js', async () => {
    const session = {
      access_token: 'a',
      refresh_token: 'r',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      expires_in: 3600,
      token_type: 'bearer',
      user: { id: 'u-stored' },
    };
    localStorage.setItem(authStorageKey(), JSON.stringify(session));
    // The shell's route loader signs the page in before its first render …
    primeSessionFromStorage();
    expect(store.get(sessionReadyAtom)).toBe(true);
    expect(store.get(sessionAtom)?.user.id).toBe('u-stored');
    // … and the sync that follows keeps it.
    const stop = startSessionSync();
    expect(store.get(sessionReadyAtom)).toBe(true);
    expect(store.get(sessionAtom)?.user.id).toBe('u-stored');
    expect(store.get(lastAuthEventAtom)).toBe('INITIAL_SESSION');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(peekSupabase()).toBeNull();

    // Another tab signs out: the stored session disappears and the client is loaded to confirm it.
    localStorage.removeItem(authStorageKey());
    window.dispatchEvent(new StorageEvent('storage', { key: authStorageKey() }));
    await expect.poll(() => peekSupabase()).not.toBeNull();
    await expect.poll(() => store.get(sessionAtom)).toBeNull();
    stop();
  });
});
