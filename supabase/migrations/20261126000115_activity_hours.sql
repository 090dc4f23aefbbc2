-- Issue 24 §3: the class at a glance must not scan every answer of a class (50,000 and more) on
-- each view. Per child and UTC hour with any activity, this keeps the number of answers, their time
-- (each at most a minute) and the first and last moment, kept by statement triggers on fact_attempts
-- and activity_results. A year of daily practice is ~365 rows a child, whatever the number of answers.
-- Derived data (rebuildable from the logs), so it lives in mathpop_private, out of clients' reach.

create table if not exists mathpop_private.activity_hours (
  user_id uuid not null references auth.users (id) on delete cascade,
  student_profile_id uuid not null references public.student_profiles (id) on delete cascade,
  hour timestamptz not null,
  answers integer not null default 0,
  ms bigint not null default 0,
  first_at timestamptz not null,
  last_at timestamptz not null,
  primary key (student_profile_id, hour)
);
create index if not exists activity_hours_user_idx on mathpop_private.activity_hours (user_id, hour);
alter table mathpop_private.activity_hours enable row level security;
revoke all on table mathpop_private.activity_hours from public;

-- AFTER INSERT or UPDATE on fact_attempts (an update only ever gives a childless attempt its
-- account's first child), once per statement.
create or replace function mathpop_private.fact_attempts_hours() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into mathpop_private.activity_hours as h (user_id, student_profile_id, hour, answers, ms, first_at, last_at)
  select r.user_id, r.student_profile_id, date_trunc('hour', r.at, 'UTC'), count(*)::int,
    sum(least(r.ms, 60000)), min(r.at), max(r.at)
  from new_rows r
  where r.student_profile_id is not null
  group by r.user_id, r.student_profile_id, date_trunc('hour', r.at, 'UTC')
  order by 2, 3
  on conflict (student_profile_id, hour) do update set
    answers = h.answers + excluded.answers, ms = h.ms + excluded.ms,
    first_at = least(h.first_at, excluded.first_at), last_at = greatest(h.last_at, excluded.last_at);
  return null;
end
$$;

-- AFTER INSERT or UPDATE on activity_results: a finished activity is activity at completed_at.
create or replace function mathpop_private.activity_results_hours() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into mathpop_private.activity_hours as h (user_id, student_profile_id, hour, first_at, last_at)
  select r.user_id, r.student_profile_id, date_trunc('hour', r.completed_at, 'UTC'), min(r.completed_at),
    max(r.completed_at)
  from new_rows r
  where r.student_profile_id is not null
  group by r.user_id, r.student_profile_id, date_trunc('hour', r.completed_at, 'UTC')
  order by 2, 3
  on conflict (student_profile_id, hour) do update set
    first_at = least(h.first_at, excluded.first_at), last_at = greatest(h.last_at, excluded.last_at);
  return null;
end
$$;
revoke all on function mathpop_private.fact_attempts_hours() from public;
revoke all on function mathpop_private.activity_results_hours() from public;

drop trigger if exists fact_attempts_hours on public.fact_attempts;
create trigger fact_attempts_hours
  after insert on public.fact_attempts referencing new table as new_rows
  for each statement execute function mathpop_private.fact_attempts_hours();
drop trigger if exists fact_attempts_hours_update on public.fact_attempts;
create trigger fact_attempts_hours_update
  after update on public.fact_attempts referencing new table as new_rows
  for each statement execute function mathpop_private.fact_attempts_hours();
drop trigger if exists activity_results_hours on public.activity_results;
create trigger activity_results_hours
  after insert on public.activity_results referencing new table as new_rows
  for each statement execute function mathpop_private.activity_results_hours();
drop trigger if exists activity_results_hours_update on public.activity_results;
create trigger activity_results_hours_update
  after update on public.activity_results referencing new table as new_rows
  for each statement execute function mathpop_private.activity_results_hours();

-- Rebuilds one account's hours from its logs (for rows loaded with triggers off: a restore, the
-- bench's seed). Also run once here for the rows that exist already.
create or replace function mathpop_private.refresh_activity_hours(p_user uuid) returns void
language sql security definer set search_path = ''
as $$
  delete from mathpop_private.activity_hours where user_id = p_user;
  insert into mathpop_private.activity_hours (user_id, student_profile_id, hour, answers, ms, first_at, last_at)
  select e.user_id, e.sid, e.hour, sum(e.answers)::int, sum(e.ms), min(e.at), max(e.at)
  from (
    select f.user_id, f.student_profile_id as sid, date_trunc('hour', f.at, 'UTC') as hour, 1 as answers,
      least(f.ms, 60000) as ms, f.at
    from public.fact_attempts f where f.user_id = p_user and f.student_profile_id is not null
    union all
    select r.user_id, r.student_profile_id, date_trunc('hour', r.completed_at, 'UTC'), 0, 0, r.completed_at
    from public.activity_results r where r.user_id = p_user and r.student_profile_id is not null
  ) e
  group by e.user_id, e.sid, e.hour;
$$;
revoke all on function mathpop_private.refresh_activity_hours(uuid) from public;

select mathpop_private.refresh_activity_hours(u.user_id)
from (select distinct s.user_id from public.student_profiles s) u;
