-- A child signed in at school (issue 17) practises facts too (issue 16): its class session may add
-- and read its own fact attempts, read its own row of the fact grid and call fact_log for it, and
-- nothing else. The rows are stamped with the teacher and the child by grant_child_access's trigger,
-- so they count against the teacher's quota like the teacher's own.

select mathpop_private.grant_child_access('public.fact_attempts');

grant select on table public.fact_grid to mathpop_child;
drop policy if exists "fact_grid: child reads own" on public.fact_grid;
create policy "fact_grid: child reads own" on public.fact_grid
  for select to mathpop_child using (student_profile_id = (select mathpop_private.child_student()));

-- The grid's rows are the caller's by RLS alone (owner: user_id; child: its student row), so the
-- same function answers a grown-up (every child, or p_student) and a child (itself).
create or replace function public.fact_log(p_student uuid default null) returns json
language sql stable security invoker set search_path = ''
as $$
  select ('{"facts":[' || coalesce(string_agg(nullif(g.facts, ''), ',' order by g.student_profile_id), '')
    || '],"taps":[' || coalesce(string_agg(nullif(g.taps, ''), ',' order by g.student_profile_id), '')
    || ']}')::json
  from public.fact_grid g
  where p_student is null or g.student_profile_id = p_student
$$;

revoke all on function public.fact_log(uuid) from public;
revoke all on function public.fact_log(uuid) from anon;
grant execute on function public.fact_log(uuid) to authenticated, mathpop_child;
