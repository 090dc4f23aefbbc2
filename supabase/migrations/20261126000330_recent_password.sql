-- Issue 27 (hardening, round two): in kid mode the device holds the grown-up's token, so the
-- parental gate guarded destructive actions only in the browser; a child with devtools could delete
-- a sibling's profile and results. Now the database refuses them unless the grown-up typed the
-- password in the last 5 minutes:
--   * deleting a student (student_profiles) or results (activity_results);
--   * a plan change that removes access (leaving the teachers plan ends class sign-in).
-- "Typed the password" is a password sign-in (or the reset flow) of this session in the last 5
-- minutes (the JWT's amr), or a re-entry of the password for this session: the embedded server's
-- POST /auth/v1/user/reauthenticate {password} stamps mathpop_private.session_reauth (on hosted
-- Supabase an Edge Function would). Refused: 42501 'reauthentication_needed' (HTTP 403).
-- Deletes that cascade from deleting the account (no caller's claims) are not affected.

create table if not exists mathpop_private.session_reauth (
  session_id uuid primary key references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  at timestamptz not null default now()
);
create index if not exists session_reauth_user_idx on mathpop_private.session_reauth (user_id);
alter table mathpop_private.session_reauth enable row level security;
revoke all on table mathpop_private.session_reauth from public, anon, authenticated;

-- Whether the caller's session proved the password in the last 5 minutes.
create or replace function mathpop_private.recent_password() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
      select 1 from jsonb_array_elements(coalesce(auth.jwt() -> 'amr', '[]'::jsonb)) a
      where a ->> 'method' in ('password', 'recovery')
        and (a ->> 'timestamp')::float8 > extract(epoch from now()) - 300
    )
    or exists (
      select 1 from mathpop_private.session_reauth r
      where r.session_id = mathpop_private.uuid_or_null(auth.jwt() ->> 'session_id')
        and r.user_id = auth.uid()
        and r.at > now() - interval '5 minutes'
    )
$$;
revoke all on function mathpop_private.recent_password() from public;

-- BEFORE DELETE, once per statement: a grown-up's delete needs a recent password.
create or replace function mathpop_private.require_recent_password() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if (auth.jwt() ->> 'role') = 'authenticated' and not mathpop_private.recent_password() then
    raise exception using errcode = '42501', message = 'reauthentication_needed',
      hint = 'Enter your password again to do this.';
  end if;
  return null;
end
$$;
revoke all on function mathpop_private.require_recent_password() from public;

drop trigger if exists student_profiles_recent_password on public.student_profiles;
create trigger student_profiles_recent_password before delete on public.student_profiles
  for each statement execute function mathpop_private.require_recent_password();
drop trigger if exists activity_results_recent_password on public.activity_results;
create trigger activity_results_recent_password before delete on public.activity_results
  for each statement execute function mathpop_private.require_recent_password();

-- BEFORE UPDATE of a profile: leaving the teachers plan (children lose class sign-in) needs it too.
create or replace function mathpop_private.plan_change_needs_password() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if old.subscription_plan = 'teachers' and new.subscription_plan is distinct from 'teachers'
     and (auth.jwt() ->> 'role') = 'authenticated' and not mathpop_private.recent_password() then
    raise exception using errcode = '42501', message = 'reauthentication_needed',
      hint = 'Enter your password again to do this.';
  end if;
  return new;
end
$$;
revoke all on function mathpop_private.plan_change_needs_password() from public;
drop trigger if exists profiles_plan_change_password on public.profiles;
create trigger profiles_plan_change_password before update of subscription_plan on public.profiles
  for each row execute function mathpop_private.plan_change_needs_password();
