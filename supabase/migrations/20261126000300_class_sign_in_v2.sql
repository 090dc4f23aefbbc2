-- Issue 27 (hardening, round two), class sign-in:
--  * A class-code rotation and a sign-in serialize on the class's row: the sign-in reads the code
--    `for share` in the same transaction that inserts the child session, so a rotation (an update of
--    that row) waits for sign-ins in flight and its delete of the class's sessions sees them; a
--    sign-in that waited on a rotation re-reads the row and finds the old code gone.
--  * Lockouts hurt the guesser, not the class:
--    - wrong codes are counted per device (client address + the device id the page keeps; 20 in 10
--      minutes lock that device for 10), and per address only as a backstop (200 in 10 minutes),
--      so one device's wrong codes do not block the right code from another device there;
--    - wrong pictures are counted per (address, student) with progressive delays: the 3rd wrong try
--      in 15 minutes makes the next one wait 30 s, then 60 s, 120 s … up to 15 minutes; the same
--      child at another address (home) is not delayed, and a right try ends the delay;
--    - and per (class, address): 30 wrong pictures in 15 minutes lock the class at that address for
--      15 minutes, so guessing across a class's 25 pupils is capped too (the teacher can unlock).
--  * The teacher sees which students are delayed and can lift it (class_sign_in_locks(),
--    unlock_student_sign_in()).

alter table mathpop_private.class_login_limits
  drop constraint if exists class_login_limits_scope_check;
alter table mathpop_private.class_login_limits
  add constraint class_login_limits_scope_check
  check (scope in ('address', 'student', 'device', 'pupil', 'class'));
alter table mathpop_private.class_login_limits
  add column if not exists student_profile_id uuid references public.student_profiles (id) on delete cascade;
alter table mathpop_private.class_login_limits
  add column if not exists owner_id uuid references auth.users (id) on delete cascade;
alter table mathpop_private.class_login_limits
  add constraint class_login_limits_key_length check (length(key) <= 200) not valid;
create index if not exists class_login_limits_student_idx
  on mathpop_private.class_login_limits (student_profile_id) where student_profile_id is not null;
create index if not exists class_login_limits_owner_idx
  on mathpop_private.class_login_limits (owner_id) where owner_id is not null;
-- The old per-student lock is gone: drop its rows so no student stays locked for everyone.
delete from mathpop_private.class_login_limits where scope = 'student';

-- Counts one wrong picture pair for (address, student): from the 3rd in 15 minutes on, the next try
-- waits 30 s × 2^(n-3), at most 15 minutes.
create or replace function mathpop_private.class_pupil_failed(
  p_address text, p_student uuid, p_owner uuid
) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  n integer;
begin
  insert into mathpop_private.class_login_limits as l
    (scope, key, failures, window_start, student_profile_id, owner_id)
  values ('pupil', p_address || '|' || p_student::text, 1, now(), p_student, p_owner)
  on conflict (scope, key) do update set
    failures = case when l.window_start > now() - interval '15 minutes' then l.failures + 1 else 1 end,
    window_start = case when l.window_start > now() - interval '15 minutes' then l.window_start else now() end
  returning l.failures into n;
  if n >= 3 then
    update mathpop_private.class_login_limits l
    set locked_until = now() + least(interval '15 minutes', interval '30 seconds' * power(2, least(n - 3, 10)))
    where l.scope = 'pupil' and l.key = p_address || '|' || p_student::text;
  end if;
end
$$;
revoke all on function mathpop_private.class_pupil_failed(text, uuid, uuid) from public;

drop function if exists mathpop_private.class_sign_in(text, text, uuid, smallint[]);

-- One class sign-in step from client address p_address and device p_device (the page's random id;
-- '' when unknown). Without p_student: the class's roster. With it: the picture check. Else
-- {outcome: 'wrong'} (counted as above) or {outcome: 'locked'}. Calls from one address run one at a
-- time (advisory lock), so concurrent guesses are counted one after the other.
create or replace function mathpop_private.class_sign_in(
  p_code text, p_address text, p_student uuid default null, p_pair smallint[] default null,
  p_device text default ''
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  teacher uuid;
  s record;
  device text := p_address || '|' || coalesce(nullif(p_device, ''), '-');
begin
  perform pg_advisory_xact_lock(hashtextextended('mathpop class address ' || p_address, 0));
  if mathpop_private.class_login_locked('device', device)
     or mathpop_private.class_login_locked('address', p_address) then
    return '{"outcome": "locked"}';
  end if;
  -- `for share`: a rotation of this code waits for this sign-in's transaction (and its session).
  select k.user_id into teacher
  from public.class_codes k
  join public.profiles p on p.user_id = k.user_id and p.subscription_plan = 'teachers'
  where k.code = upper(btrim(p_code))
  for share of k;
  if teacher is not null and p_student is null then
    return jsonb_build_object('outcome', 'ok', 'students', (
      select coalesce(jsonb_agg(jsonb_build_object('id', st.id, 'first_name',
        mathpop_private.first_name(st.student_name), 'avatar_url', st.avatar_url)
        order by st.created_at, st.id), '[]'::jsonb)
      from public.student_profiles st where st.user_id = teacher
    ));
  end if;
  if teacher is not null then
    select st.id, mathpop_private.first_name(st.student_name) as first_name, st.avatar_url, w.pair
    into s
    from public.student_picture_passwords w
    join public.student_profiles st on st.id = w.student_profile_id
    where w.student_profile_id = p_student and w.user_id = teacher
    for update of w;
  end if;
  if teacher is null or not found then
    perform mathpop_private.class_login_failed('device', device, 20, interval '10 minutes',
      interval '10 minutes');
    perform mathpop_private.class_login_failed('address', p_address, 200, interval '10 minutes',
      interval '10 minutes');
    return '{"outcome": "wrong"}';
  end if;
  if mathpop_private.class_login_locked('class', teacher::text || '|' || p_address)
     or mathpop_private.class_login_locked('pupil', p_address || '|' || s.id::text) then
    return '{"outcome": "locked"}';
  end if;
  if p_pair is distinct from s.pair then
    perform mathpop_private.class_pupil_failed(p_address, s.id, teacher);
    perform mathpop_private.class_login_failed('class', teacher::text || '|' || p_address, 30,
      interval '15 minutes', interval '15 minutes');
    update mathpop_private.class_login_limits l set owner_id = teacher
    where l.scope = 'class' and l.key = teacher::text || '|' || p_address and l.owner_id is null;
    return '{"outcome": "wrong"}';
  end if;
  delete from mathpop_private.class_login_limits l
  where l.scope = 'pupil' and l.key = p_address || '|' || s.id::text;
  return jsonb_build_object('outcome', 'ok', 'owner_id', teacher, 'student',
    jsonb_build_object('id', s.id, 'first_name', s.first_name, 'avatar_url', s.avatar_url));
end
$$;
revoke all on function mathpop_private.class_sign_in(text, text, uuid, smallint[], text) from public;

-- The caller's students whose class sign-in is delayed or locked now (at some address), until when.
create or replace function public.class_sign_in_locks()
returns table (student_profile_id uuid, locked_until timestamptz)
language sql stable security definer set search_path = ''
as $$
  with me as (select mathpop_private.grown_up() as id),
  pupils as (
    select l.student_profile_id, l.locked_until from mathpop_private.class_login_limits l, me
    where l.scope = 'pupil' and l.owner_id = me.id and l.locked_until > now()
  ),
  classes as (
    select st.id as student_profile_id, l.locked_until
    from mathpop_private.class_login_limits l, me, public.student_profiles st
    where l.scope = 'class' and l.owner_id = me.id and l.locked_until > now() and st.user_id = me.id
  )
  select x.student_profile_id, max(x.locked_until) from (select * from pupils union all select * from classes) x
  group by x.student_profile_id
$$;

-- Lifts a student's sign-in delays (every address) and the class locks of the caller's class.
create or replace function public.unlock_student_sign_in(p_student uuid) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  me uuid := mathpop_private.grown_up();
begin
  if not exists (select 1 from public.student_profiles st where st.id = p_student and st.user_id = me) then
    raise exception using errcode = '42501', message = 'not_your_student';
  end if;
  delete from mathpop_private.class_login_limits l
  where (l.scope = 'pupil' and l.student_profile_id = p_student)
     or (l.scope = 'class' and l.owner_id = me);
end
$$;
revoke all on function public.class_sign_in_locks() from public, anon;
revoke all on function public.unlock_student_sign_in(uuid) from public, anon;
grant execute on function public.class_sign_in_locks(), public.unlock_student_sign_in(uuid) to authenticated;

-- A new picture password also lifts the student's delays (the old per-student lock is gone).
create or replace function public.new_picture_password(p_student uuid) returns smallint[]
language plpgsql volatile security definer set search_path = ''
as $$
declare
  me uuid := mathpop_private.grown_up();
  p smallint[];
begin
  update public.student_picture_passwords w set pair = mathpop_private.random_pair(w.pair), created_at = now()
  where w.student_profile_id = p_student and w.user_id = me
  returning w.pair into p;
  if p is null then
    raise exception using errcode = '42501', message = 'not_your_student';
  end if;
  delete from mathpop_private.child_sessions s where s.student_profile_id = p_student;
  delete from mathpop_private.class_login_limits l
  where l.scope = 'pupil' and l.student_profile_id = p_student;
  return p;
end
$$;
revoke all on function public.new_picture_password(uuid) from public, anon;
grant execute on function public.new_picture_password(uuid) to authenticated;
