-- Issue 35 #2 and #7 (hardening, round three): every timestamp a client may write is checked in the
-- database to a sane window, as fact_attempts.at already is (20261124000500): at most 30 days back
-- and 5 minutes ahead of the server's clock, on insert and when an update changes it. A result dated
-- 4714 BC made class_summary() fail whole (22008) and stopped that teacher's weekly mail; one dated
-- 2099 showed as "last played 2099" with a streak. Refused with 23514 (PostgREST: HTTP 400).
-- What the server writes itself (now(), clock_timestamp()) always passes. fact_attempts.created_at
-- is set by the database itself (20261128004050_reward_rules.sql).

create or replace function mathpop_private.check_client_times() returns trigger
language plpgsql set search_path = ''
as $$
declare
  col text;
  v timestamptz;
  was timestamptz;
begin
  foreach col in array tg_argv loop
    execute format('select ($1).%I', col) using new into v;
    if tg_op = 'UPDATE' then
      execute format('select ($1).%I', col) using old into was;
      continue when v is not distinct from was;
    end if;
    if v is not null and (v < now() - interval '30 days' or v > now() + interval '5 minutes') then
      raise exception using errcode = '23514',
        message = format('%s out of range', col),
        detail = format('%s must be within the last 30 days and at most 5 minutes ahead of the server''s clock.', col);
    end if;
  end loop;
  return new;
end
$$;
revoke all on function mathpop_private.check_client_times() from public;

do $$
declare
  t record;
begin
  for t in select * from (values
    ('activity_results', array['completed_at']),
    ('class_codes', array['created_at', 'rotated_at']),
    ('focus_tables', array['updated_at']),
    ('profiles', array['created_at']),
    ('student_picture_passwords', array['created_at']),
    ('student_profiles', array['created_at'])
  ) as x(tbl, cols) loop
    execute format('drop trigger if exists check_client_times on public.%I', t.tbl);
    execute format(
      'create trigger check_client_times before insert or update on public.%I
       for each row execute function mathpop_private.check_client_times(%s)',
      t.tbl, (select string_agg(quote_literal(c), ', ') from unnest(t.cols) c));
  end loop;
end
$$;

-- Rows written before this check that no view can read (before 2000 or in the future) are removed,
-- and the per-hour activity the class view and the weekly mail read is kept to readable hours: a row
-- that slipped in another way is refused there rather than read.
delete from public.activity_results
where completed_at < '2000-01-01' or completed_at > now() + interval '1 day';
delete from mathpop_private.activity_hours
where hour < '2000-01-01' or hour > now() + interval '1 day';
alter table mathpop_private.activity_hours drop constraint if exists activity_hours_readable;
alter table mathpop_private.activity_hours add constraint activity_hours_readable
  check (hour >= '2000-01-01' and hour < '2200-01-01' and first_at >= '2000-01-01'
    and last_at < '2200-01-01');
