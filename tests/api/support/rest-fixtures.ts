import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { publishableKey } from './client';
import type { TestServer } from './server';
import { withDatabase } from './sql';

/**
 * Test-only tables and functions for the PostgREST contract tests (never in the migrations): a
 * table of items with array, range, text-search and JSON columns, a row type, and functions of every
 * shape PostgREST calls. Granted to anon; no RLS. The server's schema cache is reloaded after.
 */
export const fixtureSql = `
create table public.t_items (
  id int primary key,
  name text not null,
  tags text[] not null default '{}',
  span int4range,
  doc text,
  data jsonb,
  flag boolean,
  n int default 7
);
insert into public.t_items values
  (1, 'apple', '{red,fruit}', '[1,5)', 'the quick brown fox', '{"a":1}', true, 10),
  (2, 'banana', '{yellow,fruit}', '[5,10)', 'a lazy dog sleeps', '{"a":2}', false, 20),
  (3, 'carrot', '{orange,vegetable}', '[10,20)', 'foxes jump over dogs', null, null, 30),
  (4, 'date', '{brown,fruit}', '[20,30)', 'Quick dates are sweet', '{"b":1}', true, null);
create type public.t_pt as (x int, y int);
create function public.t_list_items() returns setof public.t_items language sql stable as $$ select * from public.t_items $$;
create function public.t_add_them(a int, b int) returns int language sql immutable as $$ select a + b $$;
create function public.t_echo_json(json) returns json language sql immutable as $$ select $1 $$;
create function public.t_echo_text(text) returns text language sql immutable as $$ select $1 $$;
create function public.t_echo_bytea(bytea) returns bytea language sql immutable as $$ select $1 $$;
create function public.t_overloaded(a int) returns text language sql immutable as $$ select 'int' $$;
create function public.t_overloaded(a text) returns text language sql immutable as $$ select 'text' $$;
create function public.t_point_sum(p public.t_pt) returns int language sql immutable as $$ select p.x + p.y $$;
create function public.t_arr_len(xs int[]) returns int language sql immutable as $$ select cardinality(xs) $$;
create function public.t_item(i int) returns public.t_items language sql stable as $$ select * from public.t_items where id = i $$;
create function public.t_rename_all(p text) returns setof public.t_items language sql volatile as
  $$ update public.t_items set name = name || p returning * $$;
create function public.t_series() returns setof int language sql immutable as $$ select generate_series(1, 1500) $$;
create function public.t_noop() returns void language sql volatile as $$ select $$;
grant select, insert, update, delete on public.t_items to anon, authenticated;
grant execute on all functions in schema public to anon, authenticated;
`;

/** Creates the fixtures on the test server's database and makes the server see them. */
export async function installFixtures(server: TestServer): Promise<void> {
  await withDatabase(server, fixtureSql);
  // PostgreSQL: the running server reads its schema cache again on PostgREST's reload notice.
  if (server.dbEnv.DATABASE_URL) await withDatabase(server, `notify pgrst, 'reload schema'`);
  await waitForTable(server, 't_items');
}

/** Waits until the server's schema cache knows `table` (a reload notice is asynchronous). */
export async function waitForTable(server: TestServer, table: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const res = await rest(server, `/${table}?limit=0`);
    if (res.status !== 404) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${table} never appeared in the schema cache`);
}

/** A raw request to /rest/v1 as anon. */
export function rest(server: TestServer, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', publishableKey);
  if (init.body !== undefined && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return fetch(`${server.url}/rest/v1${path}`, { ...init, headers });
}

/** supabase-js as anon. */
export const anonClient = (server: TestServer): SupabaseClient =>
  createClient(server.url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

/** The items' names by id, read back (for checking what a write left). */
export async function names(server: TestServer): Promise<string[]> {
  const res = await rest(server, '/t_items?select=name&order=id');
  return ((await res.json()) as { name: string }[]).map((r) => r.name);
}
