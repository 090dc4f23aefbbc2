-- The class summary (issue 24) and the weekly mail carried fact_grid's rows as they were when they
-- were written; the fact log then got its compact forms (issue 25: 20261126000410, …420). Both now
-- carry the class form of fact_log() ({"v":3,"kids":[…]}, decoded by src/fluency/factLogWire.ts),
-- built by one function for one account, so the class view, the mail and fact_log() agree.

-- One account's children in fact_log()'s class form. Private: the callers below decide whose.
create or replace function mathpop_private.class_fact_log(p_user uuid) returns json
language sql stable security definer set search_path = ''
as $$
  select ('{"v":3,"kids":[' || coalesce(string_agg(
      format('{"s":%s,"t0":%s,"c":%s,"taps":[%s],"f":[%s]}',
        to_json(g.student_profile_id)::text, div(g.t0, 900), g.c, g.taps, g.cfacts),
      ',' order by g.student_profile_id), '') || ']}')::json
  from public.fact_grid g
  where g.user_id = p_user and g.student_profile_id is not null
$$;
revoke all on function mathpop_private.class_fact_log(uuid) from public;

-- The caller's class at a glance: {"children": [{id, name, grade, avatar_url, last_played,
-- minutes_week, sessions_week, streak}], "log": <fact_log()'s class form>}.
-- Grown-ups only (a child session has no EXECUTE), at the assurance level the account allows.
create or replace function public.class_summary(p_tz_offset integer default 0) returns json
language plpgsql stable security definer set search_path = ''
as $$
declare
  me uuid := mathpop_private.grown_up();
  kids text;
begin
  select coalesce(json_agg(json_build_object('id', w.student_id, 'name', w.student_name,
      'grade', w.student_grade, 'avatar_url', w.avatar_url, 'last_played', w.last_played,
      'minutes_week', w.minutes_week, 'sessions_week', w.sessions_week, 'streak', w.streak)), '[]')::text
    into kids
  from mathpop_private.week_stats(me, p_tz_offset) w;
  return ('{"children":' || kids || ',"log":' || mathpop_private.class_fact_log(me)::text || '}')::json;
end
$$;
revoke all on function public.class_summary(integer) from public, anon;
grant execute on function public.class_summary(integer) to authenticated;
