-- Issue 24 §3, the class at a glance: per child of an account, last played, practice minutes and
-- sessions this week and the streak, in one call with the class's fact log (so the Performance
-- page's table and class grid come from one request, not one per child). The weekly email
-- (server/weekly/) reads the same numbers through mathpop_private.week_stats().
-- Days and weeks are the viewer's local ones: p_tz_offset is minutes east of UTC (as src/fluency
-- counts days); weeks start on Monday. Applies on PGlite, PostgreSQL 15+ and hosted Supabase.

-- Per child of p_user, from mathpop_private.activity_hours (20261126000115): last played, this
-- week's minutes (each answer's time, at most a minute, so a tablet left open counts no more than a
-- minute per question) and sessions (runs of activity with gaps under 30 minutes, answers and
-- finished activities alike; gaps inside one clock hour are not seen), and the streak (local days in
-- a row with activity, ending today, or yesterday while today has none yet).
create or replace function mathpop_private.week_stats(p_user uuid, p_tz_offset integer default 0)
returns table (
  student_id uuid,
  student_name text,
  student_grade text,
  avatar_url text,
  last_played timestamptz,
  minutes_week integer,
  sessions_week integer,
  streak integer
)
language sql stable security definer set search_path = ''
as $$
  with p as (
    select make_interval(mins => greatest(-840, least(840, coalesce(p_tz_offset, 0)))) as off
  ), w as (
    select p.off,
      (date_trunc('week', (now() at time zone 'UTC') + p.off) - p.off) at time zone 'UTC' as week_start,
      ((now() at time zone 'UTC') + p.off)::date as today
    from p
  ), kids as (
    select s.id, s.student_name, s.student_grade, s.avatar_url, s.created_at
    from public.student_profiles s where s.user_id = p_user
  ), h as (
    select a.student_profile_id as sid, a.hour, a.ms, a.first_at, a.last_at
    from mathpop_private.activity_hours a where a.user_id = p_user
  ), week_h as (
    select h.sid, h.ms, h.first_at, lag(h.last_at) over (partition by h.sid order by h.hour) as prev
    from h, w where h.last_at >= w.week_start
  ), week_n as (
    select sid, (sum(ms) / 60000.0)::numeric as minutes,
      count(*) filter (where prev is null or first_at - prev > interval '30 minutes')::int as sessions
    from week_h group by sid
  ), days as (
    select distinct h.sid, ((h.hour at time zone 'UTC') + w.off)::date as d from h, w
  ), islands as (
    select sid, d, d - (row_number() over (partition by sid order by d))::int as grp from days
  ), runs as (
    select sid, grp, max(d) as last_day, count(*)::int as len from islands group by sid, grp
  ), streaks as (
    select r.sid, r.len from runs r, w where r.last_day >= w.today - 1
  ), last as (
    select sid, max(last_at) as at from h group by sid
  )
  select k.id, k.student_name, k.student_grade, k.avatar_url, l.at,
    coalesce(round(n.minutes)::int, 0), coalesce(n.sessions, 0), coalesce(s.len, 0)
  from kids k
  left join last l on l.sid = k.id
  left join week_n n on n.sid = k.id
  left join streaks s on s.sid = k.id
  order by k.created_at, k.id
$$;
revoke all on function mathpop_private.week_stats(uuid, integer) from public;

-- The caller's class at a glance: {"children": [{id, name, grade, avatar_url, last_played,
-- minutes_week, sessions_week, streak}], "facts": [...], "taps": [...]} where facts and taps are
-- fact_log()'s (the browser turns them into Fluent counts and "needs help" with src/fluency).
-- Grown-ups only (a child session has no EXECUTE), at the assurance level the account allows.
create or replace function public.class_summary(p_tz_offset integer default 0) returns json
language plpgsql stable security definer set search_path = ''
as $$
declare
  me uuid := mathpop_private.grown_up();
  kids text;
  facts text;
  taps text;
begin
  select coalesce(json_agg(json_build_object('id', w.student_id, 'name', w.student_name,
      'grade', w.student_grade, 'avatar_url', w.avatar_url, 'last_played', w.last_played,
      'minutes_week', w.minutes_week, 'sessions_week', w.sessions_week, 'streak', w.streak)), '[]')::text
    into kids
  from mathpop_private.week_stats(me, p_tz_offset) w;
  select coalesce(string_agg(nullif(g.facts, ''), ',' order by g.student_profile_id), ''),
         coalesce(string_agg(nullif(g.taps, ''), ',' order by g.student_profile_id), '')
    into facts, taps
  from public.fact_grid g
  where g.user_id = me and g.student_profile_id is not null;
  return ('{"children":' || kids || ',"facts":[' || facts || '],"taps":[' || taps || ']}')::json;
end
$$;
revoke all on function public.class_summary(integer) from public, anon;
grant execute on function public.class_summary(integer) to authenticated;
