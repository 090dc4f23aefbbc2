-- MathPop public schema: profiles, student profiles and activity results, each readable and writable
-- only by its owner (row-level security), the profile created for every new auth user, and the plan
-- limit on student profiles (parents 1, teachers 25). Applies unchanged on hosted Supabase and on
-- PostgreSQL 15+ with the embedded server's supabase/local schema.

-- Profiles ----------------------------------------------------------------------------------------
create table if not exists public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  grade text,
  favorite_subject text,
  subscription_plan text not null default 'parents'
    check (subscription_plan in ('parents', 'teachers')),
  created_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

drop policy if exists "profiles: owner reads" on public.profiles;
create policy "profiles: owner reads" on public.profiles
  for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "profiles: owner inserts" on public.profiles;
create policy "profiles: owner inserts" on public.profiles
  for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "profiles: owner updates" on public.profiles;
create policy "profiles: owner updates" on public.profiles
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

revoke all on table public.profiles from anon;
grant select, insert, update on table public.profiles to authenticated;

-- A profile for every new auth user, named from the sign-up metadata (data.full_name).
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (user_id, full_name)
  values (new.id, nullif(trim(new.raw_user_meta_data ->> 'full_name'), ''))
  on conflict (user_id) do nothing;
  return new;
end
$$;

drop trigger if exists on_auth_user_created on auth.users;
create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Student profiles --------------------------------------------------------------------------------
create table if not exists public.student_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  student_name text not null check (length(trim(student_name)) > 0),
  student_grade text,
  avatar_url text,
  created_at timestamptz not null default now()
);
create index if not exists student_profiles_user_created_idx
  on public.student_profiles (user_id, created_at);

alter table public.student_profiles enable row level security;

drop policy if exists "student_profiles: owner reads" on public.student_profiles;
create policy "student_profiles: owner reads" on public.student_profiles
  for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "student_profiles: owner inserts" on public.student_profiles;
create policy "student_profiles: owner inserts" on public.student_profiles
  for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "student_profiles: owner updates" on public.student_profiles;
create policy "student_profiles: owner updates" on public.student_profiles
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "student_profiles: owner deletes" on public.student_profiles;
create policy "student_profiles: owner deletes" on public.student_profiles
  for delete to authenticated using ((select auth.uid()) = user_id);

revoke all on table public.student_profiles from anon;
grant select, insert, update, delete on table public.student_profiles to authenticated;

-- Plan limit: parents 1 student profile, teachers 25. Raises SQLSTATE P0001 with the message
-- 'plan_limit_parents' or 'plan_limit_teachers' (PostgREST answers 400 with that code and message).
-- It runs BEFORE the insert policy's WITH CHECK, so as a security-definer function it only looks at
-- rows of the caller's own account and leaves a foreign user_id for the policy to refuse.
create or replace function public.enforce_student_profile_limit() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  plan text;
  used integer;
begin
  if caller is not null and new.user_id is distinct from caller then
    return new;
  end if;
  -- Lock the owner's profile row so concurrent inserts of one account are counted one at a time.
  select p.subscription_plan into plan from public.profiles p where p.user_id = new.user_id for update;
  select count(*) into used from public.student_profiles s where s.user_id = new.user_id;
  if coalesce(plan, 'parents') = 'teachers' then
    if used >= 25 then
      raise exception using errcode = 'P0001', message = 'plan_limit_teachers',
        hint = 'Teachers plan allows up to 25 student profiles.';
    end if;
  elsif used >= 1 then
    raise exception using errcode = 'P0001', message = 'plan_limit_parents',
      hint = 'Parents plan allows only 1 profile. Upgrade to Teachers plan for multiple profiles.';
  end if;
  return new;
end
$$;

drop trigger if exists student_profiles_plan_limit on public.student_profiles;
create trigger student_profiles_plan_limit
  before insert on public.student_profiles
  for each row execute function public.enforce_student_profile_limit();

-- Activity results --------------------------------------------------------------------------------
create table if not exists public.activity_results (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  student_profile_id uuid references public.student_profiles (id) on delete cascade,
  kind text not null check (kind in ('lesson', 'game')),
  activity_id text not null check (length(trim(activity_id)) > 0),
  is_correct boolean not null default false,
  attempts integer not null default 1 check (attempts >= 1),
  stars integer not null default 0 check (stars between 0 and 100),
  completed_at timestamptz not null default now()
);
create index if not exists activity_results_user_completed_idx
  on public.activity_results (user_id, completed_at desc);
create index if not exists activity_results_student_idx
  on public.activity_results (student_profile_id);

alter table public.activity_results enable row level security;

-- A result belongs to its owner, and may only point at one of the owner's own student profiles.
drop policy if exists "activity_results: owner reads" on public.activity_results;
create policy "activity_results: owner reads" on public.activity_results
  for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "activity_results: owner inserts" on public.activity_results;
create policy "activity_results: owner inserts" on public.activity_results
  for insert to authenticated with check (
    (select auth.uid()) = user_id
    and (student_profile_id is null or exists (
      select 1 from public.student_profiles s
      where s.id = student_profile_id and s.user_id = (select auth.uid())
    ))
  );
drop policy if exists "activity_results: owner updates" on public.activity_results;
create policy "activity_results: owner updates" on public.activity_results
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and (student_profile_id is null or exists (
      select 1 from public.student_profiles s
      where s.id = student_profile_id and s.user_id = (select auth.uid())
    ))
  );
drop policy if exists "activity_results: owner deletes" on public.activity_results;
create policy "activity_results: owner deletes" on public.activity_results
  for delete to authenticated using ((select auth.uid()) = user_id);

revoke all on table public.activity_results from anon;
grant select, insert, update, delete on table public.activity_results to authenticated;
