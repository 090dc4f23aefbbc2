-- Two-factor that protects: once a user has a verified factor, every table answers only to a token
-- of assurance level aal2 (password and authenticator code). Restrictive policies, as Supabase
-- documents for MFA ("Enforce rules for MFA logins"), ANDed with the owner-only policies.
--
-- The documented policy reads auth.mfa_factors directly, but on hosted Supabase the `authenticated`
-- role may not read that table (every query then fails with 42501, supabase/supabase#12290 and
-- #29107), and granting it would expose the factors' secrets. So the lookup sits in a security
-- definer function (owned by the migration's role, which can read auth.mfa_factors), returning the
-- levels the caller may use. The policies wrap both sides in (select …), so Postgres evaluates them
-- once per statement (an initPlan), not once per row.

create or replace function public.allowed_aal() returns text[]
language sql stable security definer set search_path = ''
as $$
  select case
    when exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    ) then array['aal2']
    else array['aal1', 'aal2']
  end
$$;

revoke all on function public.allowed_aal() from public;
revoke all on function public.allowed_aal() from anon;
grant execute on function public.allowed_aal() to authenticated;

-- One restrictive policy per table and command (select, insert, update, delete).
do $$
declare
  t text;
  check_aal constant text := 'array[(select auth.jwt() ->> ''aal'')] <@ (select public.allowed_aal())';
begin
  foreach t in array array['profiles', 'student_profiles', 'activity_results'] loop
    execute format('drop policy if exists %I on public.%I', t || ': aal2 reads', t);
    execute format('create policy %I on public.%I as restrictive for select to authenticated using (%s)',
      t || ': aal2 reads', t, check_aal);
    execute format('drop policy if exists %I on public.%I', t || ': aal2 inserts', t);
    execute format('create policy %I on public.%I as restrictive for insert to authenticated with check (%s)',
      t || ': aal2 inserts', t, check_aal);
    execute format('drop policy if exists %I on public.%I', t || ': aal2 updates', t);
    execute format(
      'create policy %I on public.%I as restrictive for update to authenticated using (%s) with check (%s)',
      t || ': aal2 updates', t, check_aal, check_aal);
    execute format('drop policy if exists %I on public.%I', t || ': aal2 deletes', t);
    execute format('create policy %I on public.%I as restrictive for delete to authenticated using (%s)',
      t || ': aal2 deletes', t, check_aal);
  end loop;
end
$$;
