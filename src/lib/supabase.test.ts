// @vitest-environment jsdom
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Json } from '@/api/database.types';

// The real supabase-js, with createClient watched: the accessor must call it once, however asked.
const created = vi.hoisted(() => ({ count: 0 }));
vi.mock('@supabase/supabase-js', async (importOriginal) => {
  const real = await importOriginal<typeof import('@supabase/supabase-js')>();
  return {
    ...real,
    createClient: ((...args: Parameters<typeof real.createClient>) => {
      created.count += 1;
      return real.createClient(...args);
    }) as typeof real.createClient,
  };
});

const { getSupabase, onSupabaseLoaded, peekSupabase } = await import('./supabase');
const { authStorageKey } = await import('./authStorage');

describe('getSupabase', () => {
  it('creates the client once, on first use, and hands every caller the same instance', async () => {
    expect(peekSupabase()).toBeNull();
    const seen: unknown[] = [];
    onSupabaseLoaded((client) => seen.push(client));
    expect(created.count).toBe(0);

    const [a, b] = await Promise.all([getSupabase(), getSupabase()]);
    expect(a).toBe(b);
    expect(await getSupabase()).toBe(a);
    expect(created.count).toBe(1);
    expect(peekSupabase()).toBe(a);
    expect(seen).toEqual([a]);

    // A listener that comes later is told at once.
    const late = vi.fn();
    onSupabaseLoaded(late);
    expect(late).toHaveBeenCalledExactlyOnceWith(a);
  });

  it('keeps its session where the shell reads the stored session without it', async () => {
    const client = await getSupabase();
    await client.auth.getSession(); // the client has read storage
    const session = {
      access_token: 'a',
      refresh_token: 'r',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      expires_in: 3600,
      token_type: 'bearer',
      user: { id: 'u-1' },
    };
    localStorage.setItem(authStorageKey(), JSON.stringify(session));
    const { data } = await client.auth.getSession();
    expect(data.session?.user.id).toBe('u-1');
    localStorage.removeItem(authStorageKey());
  });

  it('is typed by the generated Database type (checked by tsc)', async () => {
    const client = await getSupabase();
    // Building a query sends nothing; only its type matters here.
    const students = client.from('student_profiles').select('id, student_name');
    expectTypeOf<Awaited<typeof students>['data']>().toEqualTypeOf<
      { id: string; student_name: string }[] | null
    >();
    // @ts-expect-error: not a column of student_profiles
    client.from('student_profiles').insert({ user_id: 'u', student_name: 'Mia', nickname: 'M' });
    // @ts-expect-error: not a table of the public schema
    client.from('students');
    // @ts-expect-error: no such function in the public schema
    client.rpc('export_everything');
    const exported = client.rpc('export_my_data_head');
    expectTypeOf<Awaited<typeof exported>['data']>().toEqualTypeOf<Json | null>();
  });
});
