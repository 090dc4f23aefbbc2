-- Per-account quotas: how many rows one account may add to a table per day (UTC) and keep in all.
-- One free account stored 1.5 M rows in under a minute; on the embedded server (one query at a
-- time) that made everybody wait. The database enforces the quota, so it holds for the embedded
-- server and hosted Supabase alike, whatever the client.
--
-- Cheap by design: a counter row per (account, table), updated once per statement by statement-level
-- triggers with transition tables, so a 500-row insert costs one upsert, and a check never counts
-- rows. Over quota raises SQLSTATE P0001 with message 'quota_exceeded' (PostgREST: HTTP 400), and
-- the whole statement rolls back.
--
-- Reusable: a later migration puts another table (say public.fact_attempts) under a quota with
--   select mathpop_private.set_account_quota('public.fact_attempts', <per day>, <total>);
-- The table needs a non-null user_id column (the account). Calling it again changes the limits.

create schema if not exists mathpop_private;
revoke all on schema mathpop_private from public;

-- The limits, per table ('public.activity_results').
create table if not exists mathpop_private.account_quotas (
  table_name text primary key,
  per_day integer not null check (per_day > 0),
  total integer not null check (total > 0)
);

-- What each account used: rows added on `day` (UTC) and rows it holds now.
create table if not exists mathpop_private.account_usage (
  user_id uuid not null references auth.users (id) on delete cascade,
  table_name text not null,
  day date not null,
  today integer not null default 0,
  total bigint not null default 0,
  primary key (user_id, table_name)
);

alter table mathpop_private.account_quotas enable row level security;
alter table mathpop_private.account_usage enable row level security;
revoke all on table mathpop_private.account_quotas, mathpop_private.account_usage from public;
revoke all on table mathpop_private.account_quotas, mathpop_private.account_usage from anon, authenticated;

-- AFTER INSERT, once per statement: adds the new rows to each account's counters and refuses the
-- statement when an account goes over. Runs after the rows passed row-level security, so every
-- counted user_id is one the caller was allowed to write.
create or replace function mathpop_private.count_account_inserts() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  tbl text := tg_table_schema || '.' || tg_table_name;
  lim mathpop_private.account_quotas;
  d date := (now() at time zone 'utc')::date;
  r record;
  used_today integer;
  used_total bigint;
begin
  select * into lim from mathpop_private.account_quotas q where q.table_name = tbl;
  if not found then
    return null;
  end if;
  for r in select n.user_id, count(*)::integer as n from new_rows n group by n.user_id loop
    insert into mathpop_private.account_usage as u (user_id, table_name, day, today, total)
    values (r.user_id, tbl, d, r.n, r.n)
    on conflict (user_id, table_name) do update
      set today = case when u.day = excluded.day then u.today + excluded.today else excluded.today end,
          day = excluded.day,
          total = u.total + excluded.total
    returning u.today, u.total into used_today, used_total;
    if used_today > lim.per_day or used_total > lim.total then
      raise exception using errcode = 'P0001', message = 'quota_exceeded',
        detail = format('%s allows %s new rows a day and %s in all per account.', tbl, lim.per_day, lim.total),
        hint = 'Delete rows that are no longer needed, or add more tomorrow.';
    end if;
  end loop;
  return null;
end
$$;

-- AFTER DELETE, once per statement: deleted rows free their place in the total (not in the day's
-- count, so deleting and re-adding can't go round the daily limit).
create or replace function mathpop_private.count_account_deletes() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  tbl text := tg_table_schema || '.' || tg_table_name;
begin
  update mathpop_private.account_usage u
  set total = greatest(0, u.total - o.n)
  from (select d.user_id, count(*) as n from old_rows d group by d.user_id) o
  where u.user_id = o.user_id and u.table_name = tbl;
  return null;
end
$$;

-- Puts a table under a quota (or changes its limits): records the limits, (re)creates the two
-- triggers, and counts the rows each account already holds.
create or replace function mathpop_private.set_account_quota(tbl regclass, per_day integer, total integer)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  name text := (select n.nspname || '.' || c.relname
                from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
                where c.oid = tbl);
  short text := (select c.relname from pg_catalog.pg_class c where c.oid = tbl);
begin
  insert into mathpop_private.account_quotas as q (table_name, per_day, total)
  values (name, per_day, total)
  on conflict (table_name) do update set per_day = excluded.per_day, total = excluded.total;
  execute format('drop trigger if exists %I on %s', short || '_quota_insert', tbl);
  execute format('create trigger %I after insert on %s referencing new table as new_rows '
    'for each statement execute function mathpop_private.count_account_inserts()',
    short || '_quota_insert', tbl);
  execute format('drop trigger if exists %I on %s', short || '_quota_delete', tbl);
  execute format('create trigger %I after delete on %s referencing old table as old_rows '
    'for each statement execute function mathpop_private.count_account_deletes()',
    short || '_quota_delete', tbl);
  execute format('insert into mathpop_private.account_usage (user_id, table_name, day, today, total) '
    'select t.user_id, %L, (now() at time zone ''utc'')::date, 0, count(*) from %s t group by t.user_id '
    'on conflict (user_id, table_name) do update set total = excluded.total', name, tbl);
end
$$;

revoke all on function mathpop_private.count_account_inserts() from public;
revoke all on function mathpop_private.count_account_deletes() from public;
revoke all on function mathpop_private.set_account_quota(regclass, integer, integer) from public;

-- The quotas (server/README.md explains the figures). A teacher has at most 25 pupils (plan limit).
-- activity_results: today's app keeps one row per pupil and activity (~90 activities: at most
-- ~2,300 rows per account ever); the quota also leaves room for a per-answer log: 25 pupils × 200
-- results on a busy day = 5,000 a day, and 25 pupils × 180 school days × 44 results ≈ 200,000.
-- student_profiles: 25 live profiles at most by plan; 100 a day and 100 in all leave room for
-- corrections without allowing endless create/delete churn.
select mathpop_private.set_account_quota('public.activity_results', 5000, 200000);
select mathpop_private.set_account_quota('public.student_profiles', 100, 100);

-- Row counts alone don't bound storage when one text value may be a megabyte: cap the free-text
-- columns a client writes many rows of (NOT VALID: rows stored before are left as they are).
-- Violations are SQLSTATE 23514 (PostgREST: HTTP 400).
alter table public.activity_results drop constraint if exists activity_results_activity_id_length;
alter table public.activity_results add constraint activity_results_activity_id_length
  check (length(activity_id) <= 100) not valid;
alter table public.student_profiles drop constraint if exists student_profiles_text_lengths;
alter table public.student_profiles add constraint student_profiles_text_lengths
  check (length(student_name) <= 100 and length(coalesce(student_grade, '')) <= 20
         and length(coalesce(avatar_url, '')) <= 2048) not valid;
