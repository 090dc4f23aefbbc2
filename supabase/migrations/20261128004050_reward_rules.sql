-- Issue 35 #6 (hardening, round three): the rewards count only what could have happened.
--  * An answer counts (stars, Fluent, days) when a child could have given it: at least 300 ms from
--    question to tap, and at least 300 ms after the student's answer before it (300 answers at one
--    instant count once). Paper answers (source 'paper', worksheets: untimed) earn stars like
--    practice answers and are never counted for Fluent or speed.
--  * Days (practice days, streak, today's light) count an answer on the day the server received it
--    (fact_attempts.created_at, now set by the database, never by the client) unless it came within
--    the hour of its own time: a POST of 290 back-dated answers is one day, not a 30-day streak, and
--    answers synced late from an offline tablet count on the day they arrived.
--  * Stars for a lesson only for a lesson id the app has (public.reward_activities, kept
--    equal to the lesson graph and the game manifests by src/rewards/activities.test.ts), right and
--    not finished with the app's help (activity_results.assisted: "Done with help").

create table if not exists public.reward_activities (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  kind text not null check (kind in ('lesson', 'game'))
);
comment on table public.reward_activities is
  'The lesson and game ids the app has (the same for everyone); stars are given for these only.';
alter table public.reward_activities enable row level security;
revoke all on table public.reward_activities from public, anon, authenticated;
grant select on table public.reward_activities to authenticated, mathpop_child;
drop policy if exists "reward activities: everyone reads" on public.reward_activities;
create policy "reward activities: everyone reads" on public.reward_activities
  for select to authenticated, mathpop_child using (true);

-- reward-activities:begin (src/rewards/activities.test.ts reads every such block)
insert into public.reward_activities (id, kind) values
  ('multiplication1', 'lesson'), ('multiplication2', 'lesson'), ('multiplication3', 'lesson'),
  ('multiplication4', 'lesson'), ('multiplication5', 'lesson'), ('timestable1', 'lesson'),
  ('timestable2', 'lesson'), ('timestable3', 'lesson'), ('timestable4', 'lesson'),
  ('timestable5', 'lesson'), ('times-table-mission-1', 'lesson'),
  ('times-table-mission-2', 'lesson'), ('times-table-mission-3', 'lesson'),
  ('times-table-mission-4', 'lesson'), ('times-table-mission-5', 'lesson'), ('factor1', 'lesson'),
  ('factor2', 'lesson'), ('factor3', 'lesson'), ('factor4', 'lesson'), ('factor5', 'lesson'),
  ('real-life-1', 'lesson'), ('real-life-2', 'lesson'), ('real-life-3', 'lesson'),
  ('real-life-4', 'lesson'), ('real-life-5', 'lesson'), ('amusement-park-1', 'lesson'),
  ('amusement-park-2', 'lesson'), ('amusement-park-3', 'lesson'), ('amusement-park-4', 'lesson'),
  ('amusement-park-5', 'lesson'), ('division1', 'lesson'), ('division6', 'lesson'),
  ('d6-1', 'lesson'), ('d6-2', 'lesson'), ('d6-3', 'lesson'), ('d6-4', 'lesson'),
  ('d6-5', 'lesson'), ('division7', 'lesson'), ('d7-1', 'lesson'), ('d7-2', 'lesson'),
  ('d7-3', 'lesson'), ('d7-4', 'lesson'), ('d7-5', 'lesson'), ('division8', 'lesson'),
  ('division9', 'lesson'), ('division30', 'lesson'), ('division31', 'lesson'),
  ('division32', 'lesson'), ('division16', 'lesson'), ('division17', 'lesson'),
  ('division18', 'lesson'), ('division19', 'lesson'), ('division28', 'lesson'),
  ('division29', 'lesson'), ('division20', 'lesson'), ('division21', 'lesson'),
  ('division22', 'lesson'), ('division23', 'lesson'), ('division24', 'lesson'),
  ('division25', 'lesson'), ('division26', 'lesson'), ('division27', 'lesson'),
  ('division10', 'lesson'), ('division11', 'lesson'), ('division12', 'lesson'),
  ('division13', 'lesson'), ('division14', 'lesson'), ('division15', 'lesson'),
  ('division2', 'lesson'), ('division3', 'lesson'), ('division4', 'lesson'),
  ('division5', 'lesson'), ('d5-1', 'lesson'), ('d5-2', 'lesson'), ('d5-3', 'lesson'),
  ('d5-4', 'lesson'), ('d5-5', 'lesson'),
  ('asteroid-division', 'game'), ('backpack-train', 'game'), ('backpack-train-2', 'game'),
  ('backpack-train-3', 'game'), ('backpack-train-4', 'game'), ('castle-builder', 'game'),
  ('castle-complete', 'game'), ('castle-towers', 'game'), ('castle-walls', 'game'),
  ('cosmic-multiplication', 'game'), ('ferris-wheel-race', 'game'), ('ice-cream-party', 'game'),
  ('ice-cream-party-2', 'game'), ('ice-cream-party-3', 'game'), ('ice-cream-party-4', 'game'),
  ('inverse-vault', 'game'), ('secret-vault', 'game'), ('soccer-teams', 'game'),
  ('soccer-teams-2', 'game'), ('soccer-teams-3', 'game'), ('soccer-teams-4', 'game'),
  ('space-station-division', 'game'), ('star-treasure-hunt', 'game')
on conflict (id) do update set kind = excluded.kind;
-- reward-activities:end

-- The time an answer reached the server is the server's.
create or replace function mathpop_private.fact_attempts_received() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.created_at := now();
  return new;
end
$$;
revoke all on function mathpop_private.fact_attempts_received() from public;
drop trigger if exists fact_attempts_received on public.fact_attempts;
create trigger fact_attempts_received before insert on public.fact_attempts
  for each row execute function mathpop_private.fact_attempts_received();

-- As 20261126000200_placement_rewards.sql, with the rules above.
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

  with answers as (
    -- Every × and ÷ answer with whether it could have happened (see the header): a paper answer is
    -- untimed; any other took at least 300 ms and came at least 300 ms after the one before.
    select f.id, f.op, f.a, f.b, f.correct, f.assisted, f.ms, f.at, f.source,
      f.source = 'paper' or (coalesce(f.ms, 0) >= 300 and coalesce(
        f.at - lag(f.at) over (partition by f.source = 'paper' order by f.at, f.id) >= interval '300 milliseconds',
        true)) as plausible,
      case when f.created_at - f.at <= interval '1 hour' then f.at else f.created_at end as counted_at
    from public.fact_attempts f
    where f.student_profile_id = p_student and f.op in ('mul', 'div')
  ), tries as (
    select f.op, f.a, f.b, f.correct and not f.assisted and f.ms <= limit_ms as quick,
      f.source = 'placement' as placement,
      floor((extract(epoch from f.counted_at) + p_tz_minutes * 60) / 86400)::integer as day,
      row_number() over (partition by f.op, f.a, f.b order by f.at desc, f.id desc) as rn
    from answers f
    where f.plausible and f.source <> 'paper'
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
    select floor((extract(epoch from f.counted_at) + p_tz_minutes * 60) / 86400)::integer as day
    from answers f
    where f.plausible and f.source in ('practice', 'placement')
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
      (select count(*) from answers f where f.plausible and f.correct and not f.assisted)
      + (select count(distinct r.activity_id) from public.activity_results r
          join public.reward_activities k on k.id = r.activity_id and k.kind = 'lesson'
          where r.student_profile_id = p_student and r.kind = 'lesson' and r.is_correct
            and not coalesce(r.assisted, false)
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
