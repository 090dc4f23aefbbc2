-- Issue 35 #8 and #9 (hardening, round three).
--  * A person's name (student_profiles.student_name, profiles.full_name, the roster's lines) may not
--    hold control characters or Unicode direction and invisible format characters: a name like
--    "Ana\u202Egnp.exe" showed reversed, "Bo\u0007\u001b[31m" rang and coloured terminals. New and
--    changed rows are checked (23514; NOT VALID: an old row does not stop the migration). A sign-up's
--    full_name has them removed, so a sign-up never fails on its name. A roster line must be a JSON
--    string (42 is refused). CSVs the app writes escape formulas (src/.../classRows.ts).
--  * add_students() takes a per-account advisory lock, so two identical pastes at once make the list
--    once (on PostgreSQL both were made: each read the class before the other's insert).

-- True when `s` has no control (C0, DEL, C1) or direction/invisible format characters.
create or replace function mathpop_private.plain_name(s text) returns boolean
language sql immutable set search_path = ''
as $$
  select s is null
    or s !~ '[\x01-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]'
$$;
-- `s` without those characters.
create or replace function mathpop_private.plain_text(s text) returns text
language sql immutable set search_path = ''
as $$
  select regexp_replace(s, '[\x01-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]', '', 'g')
$$;
grant execute on function mathpop_private.plain_name(text) to public;

alter table public.student_profiles drop constraint if exists student_profiles_name_plain;
alter table public.student_profiles
  add constraint student_profiles_name_plain check (mathpop_private.plain_name(student_name)) not valid;
alter table public.profiles drop constraint if exists profiles_full_name_plain;
alter table public.profiles
  add constraint profiles_full_name_plain check (mathpop_private.plain_name(full_name)) not valid;

-- As 20261126000800_signup_locale.sql, with the name made plain.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (user_id, full_name, locale)
  values (
    new.id,
    left(nullif(btrim(mathpop_private.plain_text(new.raw_user_meta_data ->> 'full_name')), ''), 100),
    case when new.raw_user_meta_data ->> 'locale' in ('en', 'pt-BR')
      then new.raw_user_meta_data ->> 'locale' end
  )
  on conflict (user_id) do nothing;
  return new;
end
$$;

-- As 20261126000110_roster.sql, with the lock and the plain, string-only names.
create or replace function public.add_students(p_students jsonb) returns setof public.student_profiles
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  e jsonb;
  line integer := 0;
  nm text;
  grade text;
  avatar text;
  seen text[] := '{}';
  made public.student_profiles;
begin
  if me is null then
    raise exception using errcode = '42501', message = 'not_signed_in';
  end if;
  -- One paste at a time per account: a second identical paste (a double click, two tabs) waits for
  -- the first and then finds its names already in the class, so the list is made once.
  perform pg_advisory_xact_lock(hashtextextended('mathpop roster ' || me::text, 0));
  if jsonb_typeof(p_students) is distinct from 'array' or jsonb_array_length(p_students) = 0
     or jsonb_array_length(p_students) > 100 then
    raise exception using errcode = '22023', message = 'roster_invalid',
      detail = 'p_students must be a JSON array of 1 to 100 students.';
  end if;
  select coalesce(array_agg(lower(btrim(s.student_name))), '{}') into seen
  from public.student_profiles s where s.user_id = me;
  for e in select x from jsonb_array_elements(p_students) x loop
    line := line + 1;
    nm := btrim(regexp_replace(coalesce(e ->> 'name', ''), '\s+', ' ', 'g'));
    grade := nullif(btrim(coalesce(e ->> 'grade', '')), '');
    avatar := nullif(e ->> 'avatar_url', '');
    -- The characters of mathpop_private.plain_name (inlined: this function runs as the caller).
    if jsonb_typeof(e -> 'name') is distinct from 'string'
       or (e ->> 'name') ~ '[\x01-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]' then
      raise exception using errcode = '22023', message = 'roster_invalid',
        detail = format('Line %s: a name is text, without control or direction characters.', line);
    end if;
    if nm = '' or length(nm) > 40 or length(coalesce(grade, '')) > 20
       or (avatar is not null and avatar !~ '^avatar:[a-z-]{1,20}$') then
      raise exception using errcode = '22023', message = 'roster_invalid',
        detail = format('Line %s: a name of 1 to 40 characters, a grade of up to 20.', line);
    end if;
    if lower(nm) = any (seen) then
      raise exception using errcode = '22023', message = 'roster_invalid',
        detail = format('Line %s: %s is already in the class.', line, nm);
    end if;
    seen := seen || lower(nm);
    -- clock_timestamp(): rows of one list keep their order (lists sort by created_at).
    insert into public.student_profiles (user_id, student_name, student_grade, avatar_url, created_at)
    values (me, nm, grade, avatar, clock_timestamp())
    returning * into made;
    return next made;
  end loop;
end
$$;
revoke all on function public.add_students(jsonb) from public, anon;
grant execute on function public.add_students(jsonb) to authenticated;
