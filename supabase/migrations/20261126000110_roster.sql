-- Issue 24 §1, a roster in one step: picture pairs unique within a class (an account), and
-- public.add_students(), which makes a whole pasted list of students in one transaction (all or none).
-- Applies on PGlite, PostgreSQL 15+ and hosted Supabase.

-- Unique pairs ------------------------------------------------------------------------------------------
-- A pair no other child of p_user has (and not p_avoid), drawn uniformly from the free ones of the
-- 132. Calls for one account run one at a time (advisory lock until the transaction ends), so two
-- concurrent adds can't draw the same free pair; the unique index below is the backstop.
create or replace function mathpop_private.free_pair(p_user uuid, p_avoid smallint[] default null)
returns smallint[]
language plpgsql volatile security definer set search_path = ''
as $$
declare
  free smallint[][];
  n integer;
  i integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('mathpop pairs ' || p_user::text, 0));
  select array_agg(array[a, b] order by a, b) into free
  from generate_series(0, 11) a, generate_series(0, 11) b
  where a <> b
    and (p_avoid is null or array[a, b]::smallint[] <> p_avoid)
    and not exists (
      select 1 from public.student_picture_passwords w
      where w.user_id = p_user and w.pair = array[a, b]::smallint[]
    );
  n := coalesce(array_length(free, 1), 0);
  if n = 0 then
    raise exception using errcode = 'P0001', message = 'picture_pairs_used_up',
      hint = 'Every one of the 132 picture pairs is in use in this class.';
  end if;
  i := mathpop_private.random_below(n) + 1;
  return array[free[i][1], free[i][2]];
end
$$;
revoke all on function mathpop_private.free_pair(uuid, smallint[]) from public;

-- Pairs that repeat within an account today get new ones (the oldest keeps its pair).
do $$
declare
  r record;
begin
  for r in
    select w.student_profile_id, w.user_id
    from (
      select w.*, row_number() over (partition by w.user_id, w.pair order by w.created_at, w.student_profile_id) as k
      from public.student_picture_passwords w
    ) w
    where w.k > 1
  loop
    update public.student_picture_passwords
    set pair = mathpop_private.free_pair(r.user_id), created_at = now()
    where student_profile_id = r.student_profile_id;
    delete from mathpop_private.child_sessions s where s.student_profile_id = r.student_profile_id;
  end loop;
end
$$;

create unique index if not exists student_picture_passwords_pair_key
  on public.student_picture_passwords (user_id, pair);

-- Every new student gets a pair unique in the class (replaces 20261124000610's random pair).
create or replace function mathpop_private.give_picture_password() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.student_picture_passwords (student_profile_id, user_id, pair)
  values (new.id, new.user_id, mathpop_private.free_pair(new.user_id))
  on conflict (student_profile_id) do nothing;
  return new;
end
$$;

-- New picture password (a lost card) draws its pair with free_pair too: public.new_picture_password,
-- with this rule and issue 27's, is in 20261126000600_picture_password_merged.sql.

-- The roster ---------------------------------------------------------------------------------------------
-- Makes every student of p_students (a JSON array of {name, grade?, avatar_url?}) for the caller,
-- in order, in this one transaction: any bad line refuses the whole list (SQLSTATE 22023
-- 'roster_invalid', detail naming the line) and the plan limit, quotas and policies apply to each
-- row as for a single add, so either all are made or none. Answers the new rows, in order.
-- The app's preview (src/pages/dashboard/profile/roster) checks the same rules first.
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
