-- Issue 27 §1: "Download my data" in short requests. public.export_my_data() built the whole document
-- in one call: 0.9-2.6 s for an account holding a day's quota, during which PGlite (one connection)
-- answered nobody else. It is replaced by a head and pages, each a short call, which the app puts
-- together into the same file (src/api/export-pages.ts):
--
--   export_my_data_head()  {readme, tables: {<table>: [], …}, account, exported_at}: the document
--                          without its rows (same keys, same order as before). `tables` names what
--                          to page.
--   export_my_data_page(p_table, p_after, p_limit)
--                          {rows: [...], next}: up to p_limit rows (at most 1000) of one table, in
--                          key order after the cursor p_after; next is the cursor of the following
--                          page (null: the table is done). Start with p_after null.
--
-- Keyset paging: a table's key is its primary key, or else a unique index whose NULLs are not
-- distinct (fact_stats, fact_grid); the cursor is the last row's key as JSON text, so every row is
-- read exactly once across pages however many rows the account holds, and a page costs the same
-- at the first row as at the 500,000th (the (user_id, id) indexes below keep the big tables'
-- pages to an index range). A cursor that is not the table's key: 400 (22023 export_bad_cursor);
-- an unknown table: 400 (22023 export_unknown_table).
--
-- Both are security invoker (RLS and the aal2 rules decide what the caller sees), filter on
-- auth.uid() themselves, and are granted to `authenticated` only: no token, 401; a child session,
-- 403. Applies on PGlite, PostgreSQL 15+ and hosted Supabase (PostgREST serves them as RPCs).

drop function if exists public.export_my_data();

-- Keyset pages of the two tables an account fills by the thousand.
create index if not exists activity_results_user_id_idx on public.activity_results (user_id, id);
create index if not exists fact_attempts_user_id_idx on public.fact_attempts (user_id, id);

-- The exported tables: every base table of `public` with a `user_id` or `student_profile_id` column
-- that the caller may read (so a table added later is exported without touching this), and whether
-- its rows name the account (by_user) or only a child.
create or replace function public.export_my_data_tables()
returns table (name text, by_user boolean)
language sql stable security invoker set search_path = ''
as $$
  select c.relname::text, bool_or(a.attname = 'user_id')
  from pg_catalog.pg_class c
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
    and a.attname in ('user_id', 'student_profile_id')
    and pg_catalog.has_table_privilege(c.oid, 'SELECT')
  group by c.relname
  order by 1
$$;

create or replace function public.export_my_data_head() returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  t record;
  tables jsonb := '{}';
  fields jsonb := '{}';
begin
  if (select auth.uid()) is null then
    raise exception using errcode = '42501', message = 'export_my_data needs a signed-in user';
  end if;
  for t in select e.name from public.export_my_data_tables() e loop
    tables := tables || jsonb_build_object(t.name, '[]'::jsonb);
    fields := fields || jsonb_build_object(t.name, (
      select coalesce(jsonb_object_agg(a.attname,
        coalesce(col_description(a.attrelid, a.attnum), 'No description yet.')), '{}'::jsonb)
      from pg_catalog.pg_attribute a
      where a.attrelid = format('public.%I', t.name)::regclass and a.attnum > 0 and not a.attisdropped
    ));
  end loop;
  return jsonb_build_object(
    'readme', jsonb_build_object(
      'about', 'Everything MathPop stores for your account, as of exported_at. "account" is your sign-in '
        || 'record (never your password, which is stored only as a one-way hash). "tables" holds your '
        || 'rows of every table that names your account or one of your children. "fields" explains '
        || 'each column. To delete everything, use "Delete my account" in Profile; see /privacy.',
      'fields', fields
    ),
    'exported_at', now(),
    'account', public.export_my_account(),
    'tables', tables
  );
end
$$;

-- The planner sees the RLS filters as very selective and, for a key in random order (uuid ids),
-- would read the whole table and sort it for every page: a page of a 200,000-result account took
-- 180-270 ms. Without sequential and bitmap scans the only plan left is the key's index range, so a
-- page reads its rows and no more (a table without such an index still works, scanned as before).
create or replace function public.export_my_data_page(
  p_table text, p_after text default null, p_limit integer default 1000
) returns jsonb
language plpgsql stable security invoker set search_path = ''
set enable_seqscan = off set enable_bitmapscan = off
as $$
declare
  me uuid := (select auth.uid());
  lim integer := least(greatest(coalesce(p_limit, 1000), 1), 1000);
  rel regclass;
  by_user boolean;
  cols text[];
  types text[];
  not_null boolean;
  cursor_json jsonb;
  ord text;
  ord_desc text;
  key_json text;
  after text := 'true';
  i integer;
  page_rows jsonb;
  n integer;
  last_key jsonb;
begin
  if me is null then
    raise exception using errcode = '42501', message = 'export_my_data needs a signed-in user';
  end if;
  select e.by_user, format('public.%I', e.name)::regclass into by_user, rel
  from public.export_my_data_tables() e where e.name = p_table;
  if rel is null then
    raise exception using errcode = '22023', message = 'export_unknown_table',
      detail = 'p_table must be one of the tables export_my_data_head() names';
  end if;
  -- The key: the primary key, or else the narrowest unique index that also tells NULLs apart.
  select array_agg(quote_ident(a.attname) order by k.ord),
         array_agg(format_type(a.atttypid, a.atttypmod) order by k.ord),
         bool_and(a.attnotnull)
    into cols, types, not_null
  from (
    select x.indkey, x.indnkeyatts from pg_catalog.pg_index x
    where x.indrelid = rel and x.indisunique and x.indpred is null and x.indexprs is null
      and (x.indisprimary or x.indnullsnotdistinct or not exists (
        select 1 from pg_catalog.pg_attribute a2
        where a2.attrelid = rel and a2.attnum = any (x.indkey) and not a2.attnotnull))
    order by x.indisprimary desc, x.indnkeyatts, x.indexrelid
    limit 1
  ) ix
  cross join lateral unnest(ix.indkey::int2[]) with ordinality k(attnum, ord)
  join pg_catalog.pg_attribute a on a.attrelid = rel and a.attnum = k.attnum
  where k.ord <= ix.indnkeyatts;
  if cols is null then
    -- No key to page by (none of today's tables; tests/api/export.test.ts checks): one page.
    if p_after is not null then
      raise exception using errcode = '22023', message = 'export_bad_cursor';
    end if;
    ord := 'null';
    ord_desc := 'null';
    key_json := '';
    lim := 2147483647;
  else
    ord := (select string_agg('r.' || c, ', ') from unnest(cols) c);
    ord_desc := (select string_agg('r.' || c || ' desc', ', ') from unnest(cols) c);
    key_json := ord;
  end if;
  if p_after is not null then
    begin
      cursor_json := p_after::jsonb;
      if jsonb_typeof(cursor_json) <> 'array' or jsonb_array_length(cursor_json) <> cardinality(cols) then
        raise exception using errcode = '22023', message = 'export_bad_cursor';
      end if;
      -- Every value must read as its key column's type.
      execute format('select %s', (
        select string_agg(format('($1->>%s)::%s', o - 1, types[o]), ', ') from generate_subscripts(cols, 1) o
      )) using cursor_json;
    exception when data_exception then
      raise exception using errcode = '22023', message = 'export_bad_cursor',
        detail = 'p_after must be the "next" of the page before, unchanged';
    end;
    if not_null then
      after := format('(%s) > (%s)', ord, (
        select string_agg(format('($2->>%s)::%s', o - 1, types[o]), ', ') from generate_subscripts(cols, 1) o));
    else
      -- Rows after the cursor in `order by` order (NULLs last), column by column from the last:
      -- after(i) = c(i) > v(i) or (c(i) = v(i), NULLs equal, and after(i + 1)).
      for i in reverse cardinality(cols)..1 loop
        after := format(
          '(case when ($2->>%1$s) is null then false else r.%2$s > ($2->>%1$s)::%3$s or r.%2$s is null end%4$s)',
          i - 1, cols[i], types[i],
          case when i = cardinality(cols) then ''
            else format(' or (r.%s is not distinct from ($2->>%s)::%s and %s)', cols[i], i - 1, types[i], after) end);
      end loop;
    end if;
  end if;
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(r) order by %1$s), ''[]''::jsonb), count(*)::int,
            (array_agg(jsonb_build_array(%2$s) order by %3$s))[1]
     from (select * from %4$s r where %5$s and %6$s order by %1$s limit $3) r',
    ord, key_json, ord_desc, rel,
    case when by_user then 'r.user_id = $1'
      else 'r.student_profile_id in (select s.id from public.student_profiles s where s.user_id = $1)' end,
    after
  ) into page_rows, n, last_key using me, cursor_json, lim;
  return jsonb_build_object('rows', page_rows, 'next', case when n = lim then last_key::text end);
end
$$;

revoke all on function public.export_my_data_tables() from public, anon;
revoke all on function public.export_my_data_head() from public, anon;
revoke all on function public.export_my_data_page(text, text, integer) from public, anon;
grant execute on function public.export_my_data_tables(), public.export_my_data_head(),
  public.export_my_data_page(text, text, integer) to authenticated;
