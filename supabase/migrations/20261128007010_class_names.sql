-- Issue 38: "Liam K." stays "Liam K." on /class. A child's shown name is the first name, or, when
-- another child of the same account shares that first name (case-insensitive), the first name and
-- the initial of the next word the grown-up typed ("Liam K.", "Liam Kowalski" -> "Liam K.").
-- The same rule as src/lib/classNames.ts.
create or replace function mathpop_private.class_name(p_owner uuid, p_student_name text) returns text
language sql stable set search_path = ''
as $$
  select case
    when (select count(*) from public.student_profiles o
          where o.user_id = p_owner
            and lower(mathpop_private.first_name(o.student_name))
              = lower(mathpop_private.first_name(p_student_name))) > 1
         and (regexp_split_to_array(btrim(p_student_name), '\s+'))[2] is not null
    then mathpop_private.first_name(p_student_name) || ' '
      || upper(left((regexp_split_to_array(btrim(p_student_name), '\s+'))[2], 1)) || '.'
    else mathpop_private.first_name(p_student_name)
  end
$$;
revoke all on function mathpop_private.class_name(uuid, text) from public;


-- The class sign-in of issue 35 (20261128004010_class_guessing_caps.sql), naming children by
-- class_name() instead of first_name(): the only change.
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
        mathpop_private.class_name(teacher, st.student_name), 'avatar_url', st.avatar_url)
        order by st.created_at, st.id), '[]'::jsonb)
      from public.student_profiles st where st.user_id = teacher
    ));
  end if;
  if teacher is not null then
    select st.id, mathpop_private.class_name(teacher, st.student_name) as first_name, st.avatar_url, w.pair
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
