-- Issue 35 #1 and #4 (hardening, round three), class sign-in:
--  * Wrong pictures are also counted per student across every address (scope 'child', key the
--    student's id), so a guesser who changes address each try is capped as one. The count is
--    forgotten 24 h after the last wrong pair, or by the teacher's Unlock or a new picture password;
--    a right sign-in does not reset it (else a child signing in daily would hand a guesser a fresh
--    budget). The 5th wrong pair makes the next try wait 15 min, the 6th and later 24 h: at most 6
--    pairs checked in any 24 h, 6 of the 131 a classmate could try = 4.6 % a day.
--    It is a wait (the answer says until when; the tablet counts down), never a lock needing the
--    teacher, though the teacher's Unlock clears it.
--  * The address backstop (200 wrong codes in 10 min) no longer shuts out a class signing in
--    correctly: past it, a right code for a class that signed a child in from that address in the
--    last hour (scope 'signed', key teacher|address) still gets through; the teacher's Unlock renews
--    that for every address their class signed in from in the last day. The per-device lock stays.
--  * A 'locked' outcome says until when (`until`), so the server can answer Retry-After.
-- The server passes addresses already grouped (IPv6 by /64; server/auth/address.ts).

alter table mathpop_private.class_login_limits
  drop constraint if exists class_login_limits_scope_check;
alter table mathpop_private.class_login_limits
  add constraint class_login_limits_scope_check
  check (scope in ('address', 'student', 'device', 'pupil', 'class', 'child', 'signed'));

-- When (scope, key) is locked until, or null.
create or replace function mathpop_private.class_login_until(p_scope text, p_key text) returns timestamptz
language sql stable security definer set search_path = ''
as $$
  select l.locked_until from mathpop_private.class_login_limits l
  where l.scope = p_scope and l.key = p_key and l.locked_until > now()
$$;
revoke all on function mathpop_private.class_login_until(text, text) from public;

-- Counts one wrong pair for student p_student from any address (see the header for the waits).
create or replace function mathpop_private.class_child_failed(p_student uuid, p_owner uuid) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  n integer;
begin
  insert into mathpop_private.class_login_limits as l
    (scope, key, failures, window_start, student_profile_id, owner_id)
  values ('child', p_student::text, 1, now(), p_student, p_owner)
  on conflict (scope, key) do update set
    failures = case when l.window_start > now() - interval '24 hours' then l.failures + 1 else 1 end,
    window_start = now()
  returning l.failures into n;
  if n >= 5 then
    update mathpop_private.class_login_limits l
    set locked_until = now() + case n when 5 then interval '15 minutes' else interval '24 hours' end
    where l.scope = 'child' and l.key = p_student::text;
  end if;
end
$$;
revoke all on function mathpop_private.class_child_failed(uuid, uuid) from public;

-- One class sign-in step (as 20261126000300_class_sign_in_v2.sql, plus the above).
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
  until timestamptz;
  known boolean;
begin
  perform pg_advisory_xact_lock(hashtextextended('mathpop class address ' || p_address, 0));
  -- `for share`: a rotation of this code waits for this sign-in's transaction (and its session).
  select k.user_id into teacher
  from public.class_codes k
  join public.profiles p on p.user_id = k.user_id and p.subscription_plan = 'teachers'
  where k.code = upper(btrim(p_code))
  for share of k;
  until := mathpop_private.class_login_until('device', device);
  if until is null then
    until := mathpop_private.class_login_until('address', p_address);
    if until is not null and teacher is not null then
      -- Past the backstop, a class signing in from here goes on.
      select exists (
        select 1 from mathpop_private.class_login_limits l
        where l.scope = 'signed' and l.key = teacher::text || '|' || p_address
          and l.window_start > now() - interval '1 hour'
      ) into known;
      if known then until := null; end if;
    end if;
  end if;
  if until is not null then
    if teacher is null then
      -- Still counted: wrong codes past the backstop keep the address locked.
      perform mathpop_private.class_login_failed('address', p_address, 200, interval '10 minutes',
        interval '10 minutes');
    end if;
    return jsonb_build_object('outcome', 'locked', 'until', until);
  end if;
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
  select max(x) into until from (values
    (mathpop_private.class_login_until('class', teacher::text || '|' || p_address)),
    (mathpop_private.class_login_until('pupil', p_address || '|' || s.id::text)),
    (mathpop_private.class_login_until('child', s.id::text))
  ) v(x);
  if until is not null then
    return jsonb_build_object('outcome', 'locked', 'until', until);
  end if;
  if p_pair is distinct from s.pair then
    perform mathpop_private.class_pupil_failed(p_address, s.id, teacher);
    perform mathpop_private.class_child_failed(s.id, teacher);
    perform mathpop_private.class_login_failed('class', teacher::text || '|' || p_address, 30,
      interval '15 minutes', interval '15 minutes');
    update mathpop_private.class_login_limits l set owner_id = teacher
    where l.scope = 'class' and l.key = teacher::text || '|' || p_address and l.owner_id is null;
    return '{"outcome": "wrong"}';
  end if;
  delete from mathpop_private.class_login_limits l
  where l.scope = 'pupil' and l.key = p_address || '|' || s.id::text;
  insert into mathpop_private.class_login_limits as l (scope, key, window_start, owner_id)
  values ('signed', teacher::text || '|' || p_address, now(), teacher)
  on conflict (scope, key) do update set window_start = now();
  return jsonb_build_object('outcome', 'ok', 'owner_id', teacher, 'student',
    jsonb_build_object('id', s.id, 'first_name', s.first_name, 'avatar_url', s.avatar_url));
end
$$;
revoke all on function mathpop_private.class_sign_in(text, text, uuid, smallint[], text) from public;

-- The caller's students whose class sign-in is delayed or locked now (at some address, or
-- everywhere), until when.
create or replace function public.class_sign_in_locks()
returns table (student_profile_id uuid, locked_until timestamptz)
language sql stable security definer set search_path = ''
as $$
  with me as (select mathpop_private.grown_up() as id),
  pupils as (
    select l.student_profile_id, l.locked_until from mathpop_private.class_login_limits l, me
    where l.scope in ('pupil', 'child') and l.owner_id = me.id and l.locked_until > now()
  ),
  classes as (
    select st.id as student_profile_id, l.locked_until
    from mathpop_private.class_login_limits l, me, public.student_profiles st
    where l.scope = 'class' and l.owner_id = me.id and l.locked_until > now() and st.user_id = me.id
  )
  select x.student_profile_id, max(x.locked_until) from (select * from pupils union all select * from classes) x
  group by x.student_profile_id
$$;

-- Lifts a student's sign-in waits (every address, and the count across addresses), the class locks
-- of the caller's class, and lets the class past the address backstop again where it signed in
-- from in the last day.
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
  where (l.scope in ('pupil', 'child') and l.student_profile_id = p_student)
     or (l.scope = 'class' and l.owner_id = me);
  update mathpop_private.class_login_limits l set window_start = now()
  where l.scope = 'signed' and l.owner_id = me and l.window_start > now() - interval '1 day';
end
$$;
revoke all on function public.class_sign_in_locks() from public, anon;
revoke all on function public.unlock_student_sign_in(uuid) from public, anon;
grant execute on function public.class_sign_in_locks(), public.unlock_student_sign_in(uuid) to authenticated;

-- A new picture password also lifts the student's waits, at every address and across them (the one
-- definition, as 20261126000600_picture_password_merged.sql, with 'child' added).
create or replace function public.new_picture_password(p_student uuid) returns smallint[]
language plpgsql volatile security definer set search_path = ''
as $$
declare
  me uuid := mathpop_private.grown_up();
  old smallint[];
  p smallint[];
begin
  select w.pair into old from public.student_picture_passwords w
  where w.student_profile_id = p_student and w.user_id = me;
  if old is null then
    raise exception using errcode = '42501', message = 'not_your_student';
  end if;
  p := mathpop_private.free_pair(me, old);
  update public.student_picture_passwords w set pair = p, created_at = now()
  where w.student_profile_id = p_student and w.user_id = me;
  delete from mathpop_private.child_sessions s where s.student_profile_id = p_student;
  delete from mathpop_private.class_login_limits l
  where l.scope in ('pupil', 'child') and l.student_profile_id = p_student;
  return p;
end
$$;
revoke all on function public.new_picture_password(uuid) from public, anon;
grant execute on function public.new_picture_password(uuid) to authenticated;
