-- Issue 23: placement answers in the fact log, answers judged by the database, and the child's
-- rewards derived on the server.
--
-- 1. Placement answers are rows of fact_attempts with source 'placement' (the quiz, and the checks
--    of covered tables in a session: src/fluency/placement.ts). fact_stats.recent (and so
--    fact_log()) marks them with a fifth element 1: [correct, ms, assisted, epoch, 1], so the grid
--    and the practice model tell Placed from practice; practice answers keep their four elements.
-- 2. `correct` is what the answer says, not what the client says: a trigger sets it from the
--    answer (a × b, (a·b) ÷ b = a, a tap's digit), so no forged "correct" earns a star.
-- 3. public.student_rewards(student, tz): stars, Fluent facts and tables, Retained tables, days
--    of practice, the streak and today's light, in one call. Security invoker: row-level security
--    decides what it reads, so a grown-up gets their own children's and a child session only its
--    own (another student's id answers null). The rules mirror src/fluency (threshold.ts,
--    rules.ts) and src/rewards (tested against a recount from the log in tests/api/rewards.test.ts).

-- 1. Placement in the kept answers.
create or replace function mathpop_private.fact_entry(
  p_correct boolean, p_ms integer, p_assisted boolean, p_at timestamptz, p_placement boolean
) returns text
language sql stable set search_path = ''
as $$
  select case when p_placement
    then format('[%s,%s,%s,%s,1]', p_correct::int, p_ms, p_assisted::int, floor(extract(epoch from p_at))::bigint)
    else mathpop_private.fact_entry(p_correct, p_ms, p_assisted, p_at) end
$$;

create or replace function mathpop_private.fact_recent(
  p_user uuid, p_student uuid, p_op text, p_a smallint, p_b smallint
) returns json
language sql stable set search_path = ''
as $$
  select ('[' || coalesce(string_agg(
      mathpop_private.fact_entry(r.correct, r.ms, r.assisted, r.at, r.source = 'placement'), ','
    order by r.at desc, r.id desc), '') || ']')::json
  from (
    (select f.id, f.correct, f.ms, f.assisted, f.at, f.source
     from public.fact_attempts f
     where f.user_id = p_user and f.student_profile_id = p_student
       and f.op = p_op and f.a = p_a and f.b = p_b
     order by f.at desc, f.id desc
     limit 10)
    union all
    (select f.id, f.correct, f.ms, f.assisted, f.at, f.source
     from public.fact_attempts f
     where p_student is null and f.user_id = p_user and f.student_profile_id is null
       and f.op = p_op and f.a = p_a and f.b = p_b
     order by f.at desc, f.id desc
     limit 10)
  ) r
$$;

create or replace function mathpop_private.refresh_fact_stats(p_user uuid) returns void
language sql security definer set search_path = ''
as $$
  delete from public.fact_stats where user_id = p_user;
  insert into public.fact_stats (user_id, student_profile_id, op, a, b, n, recent)
  select r.user_id, r.student_profile_id, r.op, r.a, r.b, max(r.n)::int,
    ('[' || string_agg(mathpop_private.fact_entry(r.correct, r.ms, r.assisted, r.at, r.source = 'placement'),
      ',' order by r.rn) || ']')::json
  from (
    select f.*,
      row_number() over k as rn,
      count(*) over (partition by f.student_profile_id, f.op, f.a, f.b) as n
    from public.fact_attempts f
    where f.user_id = p_user
    window k as (partition by f.student_profile_id, f.op, f.a, f.b order by f.at desc, f.id desc)
  ) r
  where r.rn <= 10
  group by r.user_id, r.student_profile_id, r.op, r.a, r.b;
  delete from public.fact_grid where user_id = p_user;
  select mathpop_private.rebuild_fact_grid(p_user, k.student_profile_id)
  from (select distinct st.student_profile_id from public.fact_stats st where st.user_id = p_user) k;
$$;

revoke all on function mathpop_private.fact_entry(boolean, integer, boolean, timestamptz, boolean) from public;
revoke all on function mathpop_private.refresh_fact_stats(uuid) from public;

-- 2. The answer decides `correct`.
create or replace function public.fact_attempts_derive_correct() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.correct := new.answer = case new.op when 'mul' then new.a * new.b else new.a end;
  return new;
end
$$;
revoke all on function public.fact_attempts_derive_correct() from public, anon, authenticated;

drop trigger if exists fact_attempts_derive_correct on public.fact_attempts;
create trigger fact_attempts_derive_correct
  before insert on public.fact_attempts
  for each row execute function public.fact_attempts_derive_correct();

-- 3. The rewards.
-- A day counts as practised ("today's light" green) with 10 practice or placement answers: a
-- short session is 10 questions (two facts, 5 asks each).
create or replace function public.student_rewards(p_student uuid, p_tz_minutes integer default 0)
returns json
language plpgsql stable security invoker set search_path = ''
as $$
declare
  grade text;
  lvl integer;
  tap double precision;
  limit_ms double precision;
  today integer := floor((extract(epoch from now()) + p_tz_minutes * 60) / 86400);
  result json;
begin
  if p_tz_minutes is null or p_tz_minutes not between -840 and 840 then
    raise exception using errcode = '22023', message = 'tz_out_of_range';
  end if;
  select s.student_grade into grade from public.student_profiles s where s.id = p_student;
  if not found then
    return null;
  end if;
  -- The threshold of threshold.ts: recall (3 s for grade ≤ 1, else 2 s) + median newest 10 taps.
  lvl := case
    when grade ~* '\y(k|kg|kinder\w*|reception|pre-?k)\y' then 0
    when grade ~ '\d' then substring(grade from '\d+')::integer
  end;
  select percentile_cont(0.5) within group (order by t.ms) into tap
    from (select f.ms from public.fact_attempts f
          where f.student_profile_id = p_student and f.op = 'tap'
          order by f.at desc, f.id desc limit 10) t;
  limit_ms := case when lvl <= 1 then 3000 else 2000 end + least(3000, greatest(300, coalesce(tap, 1000)));

  with tries as (
    select f.op, f.a, f.b, f.correct and not f.assisted and f.ms <= limit_ms as quick,
      f.source = 'placement' as placement,
      floor((extract(epoch from f.at) + p_tz_minutes * 60) / 86400)::integer as day,
      row_number() over (partition by f.op, f.a, f.b order by f.at desc, f.id desc) as rn
    from public.fact_attempts f
    where f.student_profile_id = p_student and f.op in ('mul', 'div')
  ), kept as (
    -- Per fact the newest 10: quick (q), placement (p) and local day (d), newest first; e is where
    -- the answers of earlier days start (Retained is Fluent now and Fluent as of then).
    select t.op, t.a, t.b, array_agg(t.quick order by t.rn) as q, array_agg(t.placement order by t.rn) as p,
      array_agg(t.day order by t.rn) as d
    from tries t where t.rn <= 10 group by t.op, t.a, t.b
  ), facts as (
    -- fluentAt of rules.ts on both windows: never when the newest is a placement answer; a placed
    -- fact with only quick answers since; the 3 newest quick; or 4 of the 5 newest.
    select k.op, k.a, k.b,
      case when coalesce(fl.now, false) then
        case when coalesce(fl.before, false) then 'retained' else 'fluent' end
      end as state
    from kept k
    cross join lateral (select min(i) as e from generate_subscripts(k.d, 1) i where k.d[i] < k.d[1]) z
    cross join lateral (
      select bool_or(w.fl) filter (where v.w = 0) as now, bool_or(w.fl) filter (where v.w = 1) as before
      from (values (0, k.q, k.p), (1, k.q[z.e:], k.p[z.e:])) v(w, q, p)
      cross join lateral (
        select coalesce(array_length(v.q, 1), 0) as n, array_position(v.p, true) as pl
      ) m
      cross join lateral (
        select m.n > 0 and not v.p[1] and coalesce(
          (m.pl > 1 and not (false = any(v.q[1:m.pl])))
          or (m.n >= 3 and v.q[1] and v.q[2] and v.q[3])
          or (m.n >= 5 and v.q[1]::int + v.q[2]::int + v.q[3]::int + v.q[4]::int + v.q[5]::int >= 4),
          false) as fl
      ) w
      where v.w = 0 or z.e is not null
    ) fl
  ), tables as (
    select n.t,
      count(*) filter (where f.state is not null) as fluent,
      count(*) filter (where f.state = 'retained') as retained
    from generate_series(1, 10) n(t)
    left join facts f on f.op = 'mul' and (f.a = n.t or f.b = n.t)
    group by n.t
  ), days as (
    select floor((extract(epoch from f.at) + p_tz_minutes * 60) / 86400)::integer as day
    from public.fact_attempts f
    where f.student_profile_id = p_student and f.op in ('mul', 'div')
      and f.source in ('practice', 'placement')
    group by 1 having count(*) >= 10
  ), streak as (
    -- The run of consecutive done days holding the newest one (day + rank is constant along it),
    -- counted while that day is today or yesterday (today is not over yet).
    select count(*) as n from (
      select d.day + row_number() over (order by d.day desc)::integer as k from days d where d.day <= today
    ) x
    where x.k = (select max(y.day) + 1 from days y where y.day <= today)
      and (select max(y.day) from days y where y.day <= today) >= today - 1
  )
  select json_build_object(
    'stars',
      (select count(*) from public.fact_attempts f
        where f.student_profile_id = p_student and f.op in ('mul', 'div') and f.correct and not f.assisted)
      + (select count(distinct r.activity_id) from public.activity_results r
          where r.student_profile_id = p_student and r.kind = 'lesson' and r.is_correct
            and not exists (select 1 from public.fact_attempts f
                            where f.student_profile_id = p_student and f.source = r.activity_id)),
    'fluent', (select count(*) from facts f where f.state is not null),
    'retained', (select count(*) from facts f where f.state = 'retained'),
    'fluent_tables', coalesce((select json_agg(t.t order by t.t) from tables t where t.fluent = 19), '[]'::json),
    'retained_tables', coalesce((select json_agg(t.t order by t.t) from tables t where t.retained = 19), '[]'::json),
    'practice_days', (select count(*) from days),
    'today_done', exists (select 1 from days d where d.day = today),
    'streak', (select n from streak),
    'last_day', (select max(d.day) from days d where d.day < today),
    'today', today
  ) into result;
  return result;
end
$$;

revoke all on function public.student_rewards(uuid, integer) from public, anon;
grant execute on function public.student_rewards(uuid, integer) to authenticated, mathpop_child;
