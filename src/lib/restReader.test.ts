// @vitest-environment jsdom
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { authStorageKey } from './authStorage';
import { env } from './env';
import { restReader } from './restReader';
import { peekSupabase } from './supabase';

/** Records every request the reader sends and answers each with an empty JSON list. */
function recordRequests(): { url: string; headers: Headers }[] {
  const sent: { url: string; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), headers: new Headers(init?.headers) });
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const storedSession = (expiresInS: number) => ({
  access_token: 'stored-token',
  refresh_token: 'r',
  expires_at: Math.floor(Date.now() / 1000) + expiresInS,
  expires_in: expiresInS,
  token_type: 'bearer',
  user: { id: 'u-1' },
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('restReader', () => {
  it('reads with the stored session and the publishable key, without loading the auth client', async () => {
    const sent = recordRequests();
    localStorage.setItem(authStorageKey(), JSON.stringify(storedSession(3600)));
    const { data, error } = await restReader()
      .from('student_profiles')
      .select('*')
      .eq('user_id', 'u-1')
      .order('created_at', { ascending: true });
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(
      `${window.location.origin}/rest/v1/student_profiles?select=*&user_id=eq.u-1&order=created_at.asc`,
    );
    expect(sent[0].headers.get('authorization')).toBe('Bearer stored-token');
    expect(sent[0].headers.get('apikey')).toBe(env.supabaseAnonKey);
    expect(sent[0].headers.get('accept-profile')).toBe('public');
    // supabase-js's auth client was never fetched: a play route reads without it.
    expect(peekSupabase()).toBeNull();
  });

  it('loads the auth client when the stored token is about to expire, and asks it for the session', async () => {
    const sent = recordRequests();
    // 30 s left: supabase-js must refresh first (the refresh fails here, so there is no session).
    localStorage.setItem(authStorageKey(), JSON.stringify(storedSession(30)));
    await restReader().rpc('fact_log', { p_student: 's-1' });
    expect(peekSupabase()).not.toBeNull();
    const rest = sent.filter((r) => r.url.includes('/rest/v1/'));
    expect(rest).toHaveLength(1);
    expect(rest[0].url).toBe(`${window.location.origin}/rest/v1/rpc/fact_log`);
    // What the loaded client says: its session's token, or the publishable key without one.
    const { data } = await peekSupabase()!.auth.getSession();
    expect(rest[0].headers.get('authorization')).toBe(
      `Bearer ${data.session?.access_token ?? env.supabaseAnonKey}`,
    );
  });

  it('is typed by the generated Database type (checked by tsc)', () => {
    const students = restReader().from('student_profiles').select('id, student_name');
    expectTypeOf<Awaited<typeof students>['data']>().toEqualTypeOf<
      { id: string; student_name: string }[] | null
    >();
    // @ts-expect-error: not a table of the public schema
    restReader().from('students');
  });
});
