-- Issue 38 #14: the weekly mail said "9 minutes in 1 session" after five practice sessions. Sessions
-- were runs of activity with gaps over 30 minutes, read from per-hour activity, so five sessions in
-- half an hour were one. Now a session also starts where the child starts something else: a warm-up
-- (each practice session of a typist opens with one), or answers of another activity (practice, a
-- game, a lesson: fact_attempts.source) than the answer before, except right after a warm-up. The count
-- is the larger of that and the per-hour one (which also sees finished activities without answers).
-- week_stats as in 20261126000120_class_summary.sql otherwise. This week's answers come from the
-- index below (account, time), not the whole log.
create index if not exists fact_attempts_user_at_idx on public.fact_attempts (user_id, at);

create or replace function mathpop_private.week_stats(
  p_user uuid, p_tz_offset integer default 0, p_since timestamptz default null
)
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
    from h, w where h.last_at >= coalesce(p_since, w.week_start)
  ), week_n as (
    select sid, (sum(ms) / 60000.0)::numeric as minutes,
      count(*) filter (where prev is null or first_at - prev > interval '30 minutes')::int as sessions
    from week_h group by sid
  ), week_f as (
    -- This week's answers in order, each with the one before (practice and its placement checks
    -- are one kind; a warm-up opens a practice session).
    select f.student_profile_id as sid, f.at, k.kind,
      lag(f.at) over (partition by f.student_profile_id order by f.at, f.id) as prev_at,
      lag(k.kind) over (partition by f.student_profile_id order by f.at, f.id) as prev_kind
    from public.fact_attempts f, w,
      lateral (select case when f.source = 'placement' then 'practice' else f.source end as kind) k
    where f.user_id = p_user and f.student_profile_id is not null
      and f.at >= coalesce(p_since, w.week_start)
  ), fact_n as (
    select sid, count(*) filter (where prev_at is null or at - prev_at > interval '30 minutes'
      or (kind <> prev_kind and prev_kind <> 'warmup'))::int as sessions
    from week_f group by sid
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
    coalesce(round(n.minutes)::int, 0),
    greatest(coalesce(n.sessions, 0), coalesce(fn.sessions, 0)), coalesce(s.len, 0)
  from kids k
  left join last l on l.sid = k.id
  left join week_n n on n.sid = k.id
  left join fact_n fn on fn.sid = k.id
  left join streaks s on s.sid = k.id
  order by k.created_at, k.id
$$;
revoke all on function mathpop_private.week_stats(uuid, integer, timestamptz) from public;
