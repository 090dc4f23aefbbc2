-- Issue 14: no result becomes invisible, and help is told apart from the child's own work.
--
-- 1. Results recorded before the account had any student (student_profile_id null) belong to the
--    first student the account adds: the performance page shows one student's results, so without
--    this a parent who played before adding their child would see an empty page while the profile's
--    statistics still counted those results. The move happens in the same statement as the insert.
-- 2. activity_results.assisted: a level finished by Auto Distribute or Form Teams is recorded as
--    assisted (fewer stars, not a correct answer in the accuracy figures).
-- Applies unchanged on hosted Supabase and on PostgreSQL 15+ (and PGlite).

alter table public.activity_results
  add column if not exists assisted boolean not null default false;

-- Security definer (like the plan-limit trigger) so the move does not depend on the caller's update
-- policy; it only ever touches rows of the account the new student belongs to, and only when the
-- caller is that account (or a trusted role without a JWT, e.g. the service role or a migration).
create or replace function public.adopt_results_for_first_student() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is not null and new.user_id is distinct from caller then
    return new;
  end if;
  if exists (
    select 1 from public.student_profiles s where s.user_id = new.user_id and s.id <> new.id
  ) then
    return new;
  end if;
  update public.activity_results r
     set student_profile_id = new.id
   where r.user_id = new.user_id and r.student_profile_id is null;
  return new;
end
$$;

revoke all on function public.adopt_results_for_first_student() from public, anon, authenticated;

drop trigger if exists student_profiles_adopt_results on public.student_profiles;
create trigger student_profiles_adopt_results
  after insert on public.student_profiles
  for each row execute function public.adopt_results_for_first_student();
