-- Issue 27 (hardening, round two): one child could use up the whole account's daily quota (a child
-- session wrote 5,000 results and 10,000 fact attempts, and the teacher and every classmate got
-- quota_exceeded for the day). Each student now has a daily share inside the account's quota:
-- activity_results 500 new rows a day per student, fact_attempts 2,000 (the account's are 5,000 and
-- 10,000): one child alone can never block the others. Rows without a student (the grown-up's own)
-- count only against the account.
--
-- Same shape as the account quotas (20261124000100_account_quotas.sql): a counter row per (student,
-- table), updated once per statement by a statement-level trigger over the transition table. Its name
-- starts with '_' so it runs before the account's trigger (same-event triggers fire in name order):
-- the child's own cap answers first. Over: P0001 'student_quota_exceeded' (HTTP 400).

create table if not exists mathpop_private.student_quotas (
  table_name text primary key,
  per_day integer not null check (per_day > 0)
);

create table if not exists mathpop_private.student_usage (
  student_profile_id uuid not null references public.student_profiles (id) on delete cascade,
  table_name text not null,
  day date not null,
  today integer not null default 0,
  primary key (student_profile_id, table_name)
);

alter table mathpop_private.student_quotas enable row level security;
alter table mathpop_private.student_usage enable row level security;
revoke all on table mathpop_private.student_quotas, mathpop_private.student_usage from public;
revoke all on table mathpop_private.student_quotas, mathpop_private.student_usage from anon, authenticated;

create or replace function mathpop_private.count_student_inserts() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  tbl text := tg_table_schema || '.' || tg_table_name;
  cap integer;
  d date := (now() at time zone 'utc')::date;
  r record;
  used integer;
begin
  select q.per_day into cap from mathpop_private.student_quotas q where q.table_name = tbl;
  if cap is null then
    return null;
  end if;
  for r in select n.student_profile_id as id, count(*)::integer as n from new_rows n
           where n.student_profile_id is not null group by n.student_profile_id loop
    insert into mathpop_private.student_usage as u (student_profile_id, table_name, day, today)
    values (r.id, tbl, d, r.n)
    on conflict (student_profile_id, table_name) do update
      set today = case when u.day = excluded.day then u.today + excluded.today else excluded.today end,
          day = excluded.day
    returning u.today into used;
    if used > cap then
      raise exception using errcode = 'P0001', message = 'student_quota_exceeded',
        detail = format('%s allows %s new rows a day per student.', tbl, cap),
        hint = 'This child has played a lot today: the rest of the class is not affected. Try again tomorrow.';
    end if;
  end loop;
  return null;
end
$$;
revoke all on function mathpop_private.count_student_inserts() from public;

-- Puts a table with student_profile_id under a per-student daily cap (call again to change it).
create or replace function mathpop_private.set_student_quota(tbl regclass, per_day integer) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  name text := (select n.nspname || '.' || c.relname
                from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
                where c.oid = tbl);
  short text := (select c.relname from pg_catalog.pg_class c where c.oid = tbl);
begin
  insert into mathpop_private.student_quotas as q (table_name, per_day) values (name, per_day)
  on conflict (table_name) do update set per_day = excluded.per_day;
  execute format('drop trigger if exists %I on %s', '_' || short || '_student_quota', tbl);
  execute format('create trigger %I after insert on %s referencing new table as new_rows '
    'for each statement execute function mathpop_private.count_student_inserts()',
    '_' || short || '_student_quota', tbl);
end
$$;
revoke all on function mathpop_private.set_student_quota(regclass, integer) from public;

select mathpop_private.set_student_quota('public.activity_results', 500);
select mathpop_private.set_student_quota('public.fact_attempts', 2000);
