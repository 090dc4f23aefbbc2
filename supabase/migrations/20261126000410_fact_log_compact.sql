-- Issue 25 §3: the class fact log carries only what the grid needs, in compact rows. A class of 25
-- children with 50,000 attempts was 1.47 MB of JSON objects (one per fact, with its field names and
-- epoch-second times); it is now one row of numbers per child (about 0.7 MB), which compresses to
-- tens of KB on the wire (npm run bench facts).
--
-- fact_log() answers {"v":2,"kids":[{"s":<child uuid or null>,"t0":<epoch s>,"taps":[ms,…],"f":[…]}]}:
--   t0    the child's newest answer time (epoch seconds);
--   taps  the newest 10 warm-up tap times in ms, newest first;
--   f     per practised fact, in (op, a, b) order: key, n, k, then k answers newest first, each as
--         flags, ms, dt. key = 100 for mul else 0, + (a - 1) * 10 + (b - 1); n = attempts in all;
--         k = answers listed (the newest 10); flags = 1 if right + 2 if helped + 8 if placement; ms = the answer time
--         when right (0 when wrong: the rules never read it); dt = seconds before the previous
--         (newer) answer, for the first answer seconds before t0.
-- Exact: src/fluency/factLogWire.ts turns it back into the per-fact answers the rules read.

alter table public.fact_grid add column if not exists t0 bigint not null default 0;

-- Rebuilds one child's fact_grid row from fact_stats (p_student null: attempts without a child):
-- facts = the "f" numbers joined by commas, taps = the tap times, t0 = the newest answer time.
create or replace function mathpop_private.rebuild_fact_grid(p_user uuid, p_student uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  facts text;
  taps text;
  newest bigint;
begin
  select max((e.v ->> 3)::bigint) into newest
    from public.fact_stats st, json_array_elements(st.recent) e(v)
   where st.user_id = p_user and st.op <> 'tap'
     and (st.student_profile_id = p_student or (p_student is null and st.student_profile_id is null));
  select string_agg(x.fact, ',' order by x.op, x.a, x.b)
    into facts
    from (
      select a.op, a.a, a.b,
        format('%s,%s,%s,', (case when a.op = 'mul' then 100 else 0 end) + (a.a - 1) * 10 + (a.b - 1),
          a.n, count(*)) || string_agg(format('%s,%s,%s', a.flags, a.ms, a.dt), ',' order by a.ord) as fact
      from (
        select st.op, st.a, st.b, st.n, e.ord,
          (e.v ->> 0)::int + 2 * (e.v ->> 2)::int + 8 * coalesce((e.v ->> 4)::int, 0) as flags,
          case when (e.v ->> 0)::int = 1 then (e.v ->> 1)::int else 0 end as ms,
          coalesce(lag((e.v ->> 3)::bigint) over w, newest) - (e.v ->> 3)::bigint as dt
        from public.fact_stats st, json_array_elements(st.recent) with ordinality e(v, ord)
        where st.user_id = p_user and st.op <> 'tap'
          and (st.student_profile_id = p_student or (p_student is null and st.student_profile_id is null))
        window w as (partition by st.op, st.a, st.b order by e.ord)
      ) a
      group by a.op, a.a, a.b, a.n
    ) x;
  select string_agg(x.ms::text, ',' order by x.at desc)
    into taps
    from (
      select (e.v ->> 1)::int as ms, (e.v ->> 3)::bigint as at
      from public.fact_stats st, json_array_elements(st.recent) e(v)
      where st.user_id = p_user and st.op = 'tap'
        and (st.student_profile_id = p_student or (p_student is null and st.student_profile_id is null))
      order by 2 desc
      limit 10
    ) x;
  if facts is null and taps is null then
    delete from public.fact_grid g
     where g.user_id = p_user
       and (g.student_profile_id = p_student or (p_student is null and g.student_profile_id is null));
  else
    insert into public.fact_grid as g (user_id, student_profile_id, facts, taps, t0)
    values (p_user, p_student, coalesce(facts, ''), coalesce(taps, ''), coalesce(newest, 0))
    on conflict (user_id, student_profile_id)
      do update set facts = excluded.facts, taps = excluded.taps, t0 = excluded.t0;
  end if;
end
$$;

revoke all on function mathpop_private.rebuild_fact_grid(uuid, uuid) from public;

-- The grid's rows are the caller's by RLS alone (owner: user_id; child: its student row), so the
-- same function answers a grown-up (every child, or p_student) and a child (itself).
create or replace function public.fact_log(p_student uuid default null) returns json
language sql stable security invoker set search_path = ''
as $$
  select ('{"v":2,"kids":[' || coalesce(string_agg(
      format('{"s":%s,"t0":%s,"taps":[%s],"f":[%s]}',
        coalesce(to_json(g.student_profile_id)::text, 'null'), g.t0, g.taps, g.facts),
      ',' order by g.student_profile_id), '') || ']}')::json
  from public.fact_grid g
  where p_student is null or g.student_profile_id = p_student
$$;

revoke all on function public.fact_log(uuid) from public;
revoke all on function public.fact_log(uuid) from anon;
grant execute on function public.fact_log(uuid) to authenticated, mathpop_child;

-- Every existing grid in the new form.
select mathpop_private.rebuild_fact_grid(k.user_id, k.student_profile_id)
from (select distinct st.user_id, st.student_profile_id from public.fact_stats st) k;

comment on column public.fact_grid.facts is 'The child''s practised facts with their newest attempts, as numbers (see fact_log).';
comment on column public.fact_grid.taps is 'The child''s newest warm-up tap times in milliseconds.';
comment on column public.fact_grid.t0 is 'When the child last answered (seconds since 1970).';
