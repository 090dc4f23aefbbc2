-- Issue 17: a teacher's class code and each student's picture password (two of 12 pictures, in
-- order; their names live in src/content/class-pictures.ts). Random draws come from
-- gen_random_uuid() (the server's strong random source on PGlite, PostgreSQL 15 and hosted Supabase
-- alike, where pgcrypto is not always loadable), using only its 14 fully random bytes and rejection
-- sampling, so every symbol is equally likely.

-- Random values ----------------------------------------------------------------------------------------
-- A random integer in 0..n-1 (n <= 256), unbiased.
create or replace function mathpop_private.random_below(n integer) returns integer
language plpgsql volatile set search_path = ''
as $$
declare
  b bytea;
  v integer;
  top constant integer := 256 - 256 % n;
begin
  loop
    b := uuid_send(gen_random_uuid());
    for i in 0..15 loop
      continue when i in (6, 8); -- version and variant bits are fixed
      v := get_byte(b, i);
      if v < top then
        return v % n;
      end if;
    end loop;
  end loop;
end
$$;

-- Six symbols without look-alikes (no 0/O, 1/I/L): 31^6 ≈ 887 million codes.
create or replace function mathpop_private.random_class_code() returns text
language sql volatile set search_path = ''
as $$
  select string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', mathpop_private.random_below(31) + 1, 1), '')
  from generate_series(1, 6)
$$;

-- Two different pictures of 12, in order (132 pairs), other than `avoid`.
create or replace function mathpop_private.random_pair(avoid smallint[] default null) returns smallint[]
language plpgsql volatile set search_path = ''
as $$
declare
  a smallint;
  b smallint;
begin
  loop
    a := mathpop_private.random_below(12);
    b := mathpop_private.random_below(11);
    if b >= a then
      b := b + 1;
    end if;
    exit when avoid is null or array[a, b] <> avoid;
  end loop;
  return array[a, b];
end
$$;

revoke all on function mathpop_private.random_below(integer) from public;
revoke all on function mathpop_private.random_class_code() from public;
revoke all on function mathpop_private.random_pair(smallint[]) from public;

-- Class codes -------------------------------------------------------------------------------------------
create table if not exists public.class_codes (
  user_id uuid primary key references auth.users (id) on delete cascade,
  code text not null unique check (code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$'),
  created_at timestamptz not null default now(),
  rotated_at timestamptz
);
comment on column public.class_codes.user_id is 'The teacher''s account id.';
comment on column public.class_codes.code is 'The class code students type at /class.';
comment on column public.class_codes.created_at is 'When the first class code was made.';
comment on column public.class_codes.rotated_at is 'When the code was last changed (empty: never).';

alter table public.class_codes enable row level security;
revoke all on table public.class_codes from public, anon, authenticated;
grant select on table public.class_codes to authenticated;
drop policy if exists "class_codes: owner reads" on public.class_codes;
create policy "class_codes: owner reads" on public.class_codes
  for select to authenticated using (
    (select auth.uid()) = user_id
    and array[(select auth.jwt() ->> 'aal')] <@ (select public.allowed_aal())
  );

-- The caller when it is a grown-up's token of a level the account allows; 42501 otherwise.
create or replace function mathpop_private.grown_up() returns uuid
language plpgsql stable security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null or (auth.jwt() ->> 'role') is distinct from 'authenticated'
     or not array[(auth.jwt() ->> 'aal')] <@ public.allowed_aal() then
    raise exception using errcode = '42501', message = 'not_signed_in';
  end if;
  return me;
end
$$;

-- The caller as a teacher (teachers plan); 42501 'class_code_teachers_only' otherwise.
create or replace function mathpop_private.teacher() returns uuid
language plpgsql stable security definer set search_path = ''
as $$
declare
  me uuid := mathpop_private.grown_up();
begin
  if not exists (select 1 from public.profiles p where p.user_id = me and p.subscription_plan = 'teachers') then
    raise exception using errcode = '42501', message = 'class_code_teachers_only',
      hint = 'Class codes come with the Teachers plan.';
  end if;
  return me;
end
$$;
revoke all on function mathpop_private.grown_up() from public;
revoke all on function mathpop_private.teacher() from public;

-- The teacher's class code, made on the first call.
create or replace function public.class_code() returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  me uuid := mathpop_private.teacher();
  c text;
begin
  select k.code into c from public.class_codes k where k.user_id = me;
  while c is null loop
    begin
      insert into public.class_codes (user_id, code) values (me, mathpop_private.random_class_code())
      on conflict (user_id) do nothing;
      select k.code into c from public.class_codes k where k.user_id = me;
    exception when unique_violation then
      null; -- another teacher has this code: draw again
    end;
  end loop;
  return c;
end
$$;

-- A new class code; every child session signed in with the old one ends.
create or replace function public.rotate_class_code() returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  me uuid := mathpop_private.teacher();
  old text := public.class_code();
  c text;
begin
  while c is null loop
    begin
      update public.class_codes set code = mathpop_private.random_class_code(), rotated_at = now()
      where user_id = me and code = old
      returning code into c;
    exception when unique_violation then
      null;
    end;
  end loop;
  delete from mathpop_private.child_sessions s where s.owner_id = me;
  return c;
end
$$;

revoke all on function public.class_code() from public, anon;
revoke all on function public.rotate_class_code() from public, anon;
grant execute on function public.class_code(), public.rotate_class_code() to authenticated;

-- Picture passwords -------------------------------------------------------------------------------------
-- `pair`, not `pictures`: tests/api/child-schema.test.ts forbids photo-like column names on
-- child-facing tables; these are two indexes into MathPop's own 12 pictures.
create table if not exists public.student_picture_passwords (
  student_profile_id uuid primary key references public.student_profiles (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  pair smallint[] not null check (coalesce(
    array_ndims(pair) = 1 and array_lower(pair, 1) = 1 and cardinality(pair) = 2
      and pair[1] between 0 and 11 and pair[2] between 0 and 11 and pair[1] <> pair[2], false)),
  created_at timestamptz not null default now()
);
create index if not exists student_picture_passwords_user_idx on public.student_picture_passwords (user_id);
comment on column public.student_picture_passwords.student_profile_id is 'The child this picture password is for.';
comment on column public.student_picture_passwords.user_id is 'The account the child belongs to.';
comment on column public.student_picture_passwords.pair is
  'The two pictures the child taps at /class, in order (0 cat, 1 dog, 2 rocket, 3 apple, 4 star, 5 fish, '
  '6 tree, 7 sun, 8 ball, 9 car, 10 moon, 11 flower).';
comment on column public.student_picture_passwords.created_at is 'When this picture password was made.';

alter table public.student_picture_passwords enable row level security;
revoke all on table public.student_picture_passwords from public, anon, authenticated;
grant select on table public.student_picture_passwords to authenticated;
drop policy if exists "student_picture_passwords: owner reads" on public.student_picture_passwords;
create policy "student_picture_passwords: owner reads" on public.student_picture_passwords
  for select to authenticated using (
    (select auth.uid()) = user_id
    and array[(select auth.jwt() ->> 'aal')] <@ (select public.allowed_aal())
  );

-- Every new student gets one.
create or replace function mathpop_private.give_picture_password() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.student_picture_passwords (student_profile_id, user_id, pair)
  values (new.id, new.user_id, mathpop_private.random_pair())
  on conflict (student_profile_id) do nothing;
  return new;
end
$$;
revoke all on function mathpop_private.give_picture_password() from public;
drop trigger if exists student_profiles_picture_password on public.student_profiles;
create trigger student_profiles_picture_password
  after insert on public.student_profiles
  for each row execute function mathpop_private.give_picture_password();

insert into public.student_picture_passwords (student_profile_id, user_id, pair)
select s.id, s.user_id, mathpop_private.random_pair() from public.student_profiles s
on conflict (student_profile_id) do nothing;

-- A new picture password for one of the caller's students (a lost card): the old one, the student's
-- sessions and lockout end.
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
  delete from mathpop_private.class_login_limits l where l.scope = 'student' and l.key = p_student::text;
  return p;
end
$$;
revoke all on function public.new_picture_password(uuid) from public, anon;
grant execute on function public.new_picture_password(uuid) to authenticated;

-- Signing in at /class (the embedded server's POST /auth/v1/class/roster and /class/token call these;
-- on hosted Supabase an Edge Function would) ---------------------------------------------------------
-- Counts one failed class sign-in for (scope, key); the p_max-th failure within p_window locks the
-- key for p_lock (and starts a fresh count).
create or replace function mathpop_private.class_login_failed(
  p_scope text, p_key text, p_max integer, p_window interval, p_lock interval
) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  n integer;
begin
  insert into mathpop_private.class_login_limits as l (scope, key, failures, window_start)
  values (p_scope, p_key, 1, now())
  on conflict (scope, key) do update set
    failures = case when l.window_start > now() - p_window then l.failures + 1 else 1 end,
    window_start = case when l.window_start > now() - p_window then l.window_start else now() end
  returning l.failures into n;
  if n >= p_max then
    update mathpop_private.class_login_limits l
    set locked_until = now() + p_lock, failures = 0, window_start = now()
    where l.scope = p_scope and l.key = p_key;
  end if;
end
$$;

-- Whether (scope, key) is locked now.
create or replace function mathpop_private.class_login_locked(p_scope text, p_key text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from mathpop_private.class_login_limits l
    where l.scope = p_scope and l.key = p_key and l.locked_until > now()
  )
$$;

-- A student's first name only (the first word of student_name).
create or replace function mathpop_private.first_name(student_name text) returns text
language sql immutable set search_path = ''
as $$
  select (regexp_split_to_array(btrim(student_name), '\s+'))[1]
$$;

-- One class sign-in step, for the client address p_address. Without p_student: the class's roster
-- ({outcome: 'ok', students: [{id, first_name, avatar_url}]}). With it: the picture check
-- ({outcome: 'ok', owner_id, student: {id, first_name, avatar_url}}). Else {outcome: 'wrong'} (the
-- failure is counted: a wrong code or student per address, 20 in 10 minutes lock it for 10; wrong
-- pictures per student, 5 in 15 minutes lock the student for 15) or {outcome: 'locked'}.
-- Race-safe: calls from one address run one at a time (advisory lock), and a student's picture check
-- locks that student's row, so concurrent guesses are counted one after the other.
create or replace function mathpop_private.class_sign_in(
  p_code text, p_address text, p_student uuid default null, p_pair smallint[] default null
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  teacher uuid;
  s record;
begin
  perform pg_advisory_xact_lock(hashtextextended('mathpop class address ' || p_address, 0));
  if mathpop_private.class_login_locked('address', p_address) then
    return '{"outcome": "locked"}';
  end if;
  select k.user_id into teacher
  from public.class_codes k
  join public.profiles p on p.user_id = k.user_id and p.subscription_plan = 'teachers'
  where k.code = upper(btrim(p_code));
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
    perform mathpop_private.class_login_failed('address', p_address, 20, interval '10 minutes',
      interval '10 minutes');
    return '{"outcome": "wrong"}';
  end if;
  if mathpop_private.class_login_locked('student', s.id::text) then
    return '{"outcome": "locked"}';
  end if;
  if p_pair is distinct from s.pair then
    perform mathpop_private.class_login_failed('student', s.id::text, 5, interval '15 minutes',
      interval '15 minutes');
    return '{"outcome": "wrong"}';
  end if;
  delete from mathpop_private.class_login_limits l where l.scope = 'student' and l.key = s.id::text;
  return jsonb_build_object('outcome', 'ok', 'owner_id', teacher, 'student',
    jsonb_build_object('id', s.id, 'first_name', s.first_name, 'avatar_url', s.avatar_url));
end
$$;

revoke all on function mathpop_private.class_login_failed(text, text, integer, interval, interval) from public;
revoke all on function mathpop_private.class_login_locked(text, text) from public;
revoke all on function mathpop_private.first_name(text) from public;
revoke all on function mathpop_private.class_sign_in(text, text, uuid, smallint[]) from public;
