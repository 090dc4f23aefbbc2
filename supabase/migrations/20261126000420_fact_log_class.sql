-- Issue 25 §3: the class call of fact_log() (no p_student) carries each answer at the grain the
-- fluency rules decide a state by, so a class's grid stays small on the wire even when answer times
-- are random (50,000 attempts with random times were 678 KB raw, 223 KB gzip in the v2 form). The
-- call for one child (p_student, read by practice to choose questions) keeps full precision (v2).
--
-- Class form: {"v":3,"kids":[{"s":…,"t0":<newest answer, in 900 s quanta>,"c":<tap anchor ms>,
--   "taps":[ms,…],"f":[…]}]}, per practised fact: key, n, m, k, then k answers newest first (the
--   newest 10 only) as flags, [q if right], dt:
--   m     the median ms of the right answers listed (-1: none), what the grid shows;
--   flags 1 right + 2 helped + 8 placement + 4 more than 1800 s before the newer answer listed before it (a
--         new session by rules.ts SESSION_GAP_S; the first answer has no newer one: 0);
--   q     ceil((ms - c) / 100) kept within 20..31: the answer time in 100 ms steps from the
--         anchor c, the typing part of the child's threshold (threshold.ts: median of the newest 10
--         taps, clamped to 300..3000, 1000 with none). The threshold is c + 2000 or c + 3000
--         (RECALL_MS, YOUNG_RECALL_MS), a whole number of steps from c within 20..30, so
--         c + 100·q ≤ threshold exactly when ms ≤ threshold; steps below 20 or above 31 would tell
--         the grid nothing more (and cost bytes: most answers are well under or over);
--   dt    quanta of 900 s before the newer answer (the first: before t0). Every time zone is a
--         whole number of 15 minutes from UTC, so the quantum decides each answer's local day.
-- src/fluency/factLogWire.ts turns it back into answers that give the same states (tested there, and
-- against the p_student call in tests/api/fact-log.test.ts).

alter table public.fact_grid add column if not exists cfacts text not null default '';
alter table public.fact_grid add column if not exists c double precision not null default 1000;
-- Like facts and taps (issue 27: every text column has a length CHECK).
alter table public.fact_grid
  add constraint fact_grid_cfacts_length check (length(cfacts) <= 1000000) not valid;

create or replace function mathpop_private.rebuild_fact_grid(p_user uuid, p_student uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  facts text;
  cfacts text;
  taps text;
  anchor double precision;
  newest bigint;
begin
  select max((e.v ->> 3)::bigint) into newest
    from public.fact_stats st, json_array_elements(st.recent) e(v)
   where st.user_id = p_user and st.op <> 'tap'
     and (st.student_profile_id = p_student or (p_student is null and st.student_profile_id is null));
  select string_agg(x.ms::text, ',' order by x.at desc),
         least(3000, greatest(300, coalesce(percentile_cont(0.5) within group (order by x.ms), 1000)))
    into taps, anchor
    from (
      select (e.v ->> 1)::int as ms, (e.v ->> 3)::bigint as at
      from public.fact_stats st, json_array_elements(st.recent) e(v)
      where st.user_id = p_user and st.op = 'tap'
        and (st.student_profile_id = p_student or (p_student is null and st.student_profile_id is null))
      order by 2 desc
      limit 10
    ) x;
  -- Both forms from one pass over the answers: a (v2, exact) and c (v3, the class grid's grain).
  select string_agg(y.full_row, ',' order by y.op, y.a, y.b), string_agg(y.class_row, ',' order by y.op, y.a, y.b)
    into facts, cfacts
    from (
      select a.op, a.a, a.b,
        format('%s,%s,%s,', a.key, a.n, count(*))
          || string_agg(format('%s,%s,%s', a.flags, a.ms, a.dt), ',' order by a.ord) as full_row,
        format('%s,%s,%s,%s,', a.key, a.n,
            coalesce(percentile_cont(0.5) within group (order by a.ms) filter (where a.flags & 1 = 1 and a.ord <= 10), -1),
            count(*) filter (where a.ord <= 10))
          || string_agg(concat_ws(',', a.flags + 4 * (a.gap > 1800)::int,
               case when a.flags & 1 = 1 then least(31, greatest(20, ceil((a.ms - anchor) / 100)::int)) end, a.dtq), ','
               order by a.ord) filter (where a.ord <= 10) as class_row
      from (
        select st.op, st.a, st.b, st.n, e.ord,
          (case when st.op = 'mul' then 100 else 0 end) + (st.a - 1) * 10 + (st.b - 1) as key,
          (e.v ->> 0)::int + 2 * (e.v ->> 2)::int + 8 * coalesce((e.v ->> 4)::int, 0) as flags,
          case when (e.v ->> 0)::int = 1 then (e.v ->> 1)::int else 0 end as ms,
          coalesce(lag((e.v ->> 3)::bigint) over w, newest) - (e.v ->> 3)::bigint as dt,
          coalesce(lag((e.v ->> 3)::bigint) over w - (e.v ->> 3)::bigint, 0) as gap,
          coalesce(lag(div((e.v ->> 3)::bigint, 900)) over w, div(newest, 900)) - div((e.v ->> 3)::bigint, 900) as dtq
        from public.fact_stats st, json_array_elements(st.recent) with ordinality e(v, ord)
        where st.user_id = p_user and st.op <> 'tap'
          and (st.student_profile_id = p_student or (p_student is null and st.student_profile_id is null))
        window w as (partition by st.op, st.a, st.b order by e.ord)
      ) a
      group by a.op, a.a, a.b, a.key, a.n
    ) y;
  if facts is null and taps is null then
    delete from public.fact_grid g
     where g.user_id = p_user
       and (g.student_profile_id = p_student or (p_student is null and g.student_profile_id is null));
  else
    insert into public.fact_grid as g (user_id, student_profile_id, facts, cfacts, taps, t0, c)
    values (p_user, p_student, coalesce(facts, ''), coalesce(cfacts, ''), coalesce(taps, ''),
            coalesce(newest, 0), anchor)
    on conflict (user_id, student_profile_id)
      do update set facts = excluded.facts, cfacts = excluded.cfacts, taps = excluded.taps,
                    t0 = excluded.t0, c = excluded.c;
  end if;
end
$$;

revoke all on function mathpop_private.rebuild_fact_grid(uuid, uuid) from public;

-- The grid's rows are the caller's by RLS alone (owner: user_id; child: its student row), so the
-- same function answers a grown-up (every child, or p_student) and a child (itself).
create or replace function public.fact_log(p_student uuid default null) returns json
language sql stable security invoker set search_path = ''
as $$
  select (format('{"v":%s,"kids":[', case when p_student is null then 3 else 2 end) || coalesce(string_agg(
      case when p_student is null then
        format('{"s":%s,"t0":%s,"c":%s,"taps":[%s],"f":[%s]}',
          coalesce(to_json(g.student_profile_id)::text, 'null'), div(g.t0, 900), g.c, g.taps, g.cfacts)
      else
        format('{"s":%s,"t0":%s,"taps":[%s],"f":[%s]}',
          coalesce(to_json(g.student_profile_id)::text, 'null'), g.t0, g.taps, g.facts)
      end,
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

comment on column public.fact_grid.cfacts is 'The class grid''s form of facts: each answer at the grain the rules read (see fact_log).';
comment on column public.fact_grid.c is 'The anchor of the class form''s answer times: the typing part of the child''s threshold, in ms.';
