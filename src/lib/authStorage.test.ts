// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { authStorageKey, readStoredSession } from './authStorage';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const stored = (expiresInSec: number, extra: object = {}) => ({
  access_token: 'a',
  refresh_token: 'r',
  expires_at: NOW / 1000 + expiresInSec,
  expires_in: expiresInSec,
  token_type: 'bearer',
  user: { id: 'u1' },
  ...extra,
});

describe('readStoredSession', () => {
  afterEach(() => localStorage.clear());

  it('uses supabase-js’s default key for the API host', () => {
    expect(authStorageKey()).toBe('sb-localhost-auth-token');
  });

  it('returns the stored session while its token is valid for more than 90 s', () => {
    localStorage.setItem(authStorageKey(), JSON.stringify(stored(3600)));
    expect(readStoredSession(NOW)?.user.id).toBe('u1');
    localStorage.setItem(authStorageKey(), JSON.stringify(stored(91)));
    expect(readStoredSession(NOW)?.access_token).toBe('a');
  });

  it('does not trust a token about to expire, or expired', () => {
    localStorage.setItem(authStorageKey(), JSON.stringify(stored(90)));
    expect(readStoredSession(NOW)).toBeNull();
    localStorage.setItem(authStorageKey(), JSON.stringify(stored(-10)));
    expect(readStoredSession(NOW)).toBeNull();
  });

  it('ignores nothing stored, malformed JSON and incomplete sessions', () => {
    expect(readStoredSession(NOW)).toBeNull();
    localStorage.setItem(authStorageKey(), '{not json');
    expect(readStoredSession(NOW)).toBeNull();
    localStorage.setItem(authStorageKey(), 'null');
    expect(readStoredSession(NOW)).toBeNull();
    localStorage.setItem(authStorageKey(), JSON.stringify(stored(3600, { user: null })));
    expect(readStoredSession(NOW)).toBeNull();
    localStorage.setItem(authStorageKey(), JSON.stringify(stored(3600, { refresh_token: 5 })));
    expect(readStoredSession(NOW)).toBeNull();
  });
});
