-- Issue 24 §2, the week's focus: which times tables a class (a teacher's account; a parent's account
-- is a "class" of one) or one child practises first, and whether with division. A child's own row
-- overrides its account's class row. The owner reads and writes the rows (RLS, aal2 like every other
-- table); a child session reads only through public.focus(), which answers its own student's focus
-- (its own row, else its class's) and nothing else. Applies on PGlite, PostgreSQL 15+ and Supabase.

-- Whether `t` is a set of 1 to 10 distinct times tables, each 1..10 (the fact log's range).
create or replace function mathpop_private.valid_focus_tables(t smallint[]) returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce(
    array_ndims(t) = 1 and array_lower(t, 1) = 1 and cardinality(t) between 1 and 10
      and (select bool_and(x between 1 and 10) and count(distinct x) = count(*) from unnest(t) x),
    false)
$$;
-- The table's CHECK runs it as the writer: EXECUTE is checked at run time, schema USAGE only when a
-- name is looked up (so `authenticated` needs no usage on mathpop_private).
revoke all on function mathpop_private.valid_focus_tables(smallint[]) from public;
grant execute on function mathpop_private.valid_focus_tables(smallint[]) to authenticated;

create table if not exists public.focus_tables (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  student_profile_id uuid references public.student_profiles (id) on delete cascade,
  tables smallint[] not null check (mathpop_private.valid_focus_tables(tables)),
  division boolean not null default false,
  updated_at timestamptz not null default now(),
  constraint focus_tables_key unique nulls not distinct (user_id, student_profile_id)
);
create index if not exists focus_tables_student_idx on public.focus_tables (student_profile_id);
comment on table public.focus_tables is 'The week''s focus: the times tables practice asks first.';
comment on column public.focus_tables.id is 'The row''s id.';
comment on column public.focus_tables.user_id is 'The account (teacher or parent) that set the focus.';
comment on column public.focus_tables.student_profile_id is
  'The child this focus is for; empty: the whole class (every child of the account without their own).';
comment on column public.focus_tables.tables is 'The times tables to practise first (1 to 10).';
comment on column public.focus_tables.division is 'Whether the matching division facts are practised too.';
comment on column public.focus_tables.updated_at is 'When the focus was last set.';

alter table public.focus_tables enable row level security;
revoke all on table public.focus_tables from public, anon, authenticated;
grant select, insert, update, delete on table public.focus_tables to authenticated;

-- The owner's rows, naming only the owner's own children.
drop policy if exists "focus_tables: owner reads" on public.focus_tables;
create policy "focus_tables: owner reads" on public.focus_tables
  for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "focus_tables: owner inserts" on public.focus_tables;
create policy "focus_tables: owner inserts" on public.focus_tables
  for insert to authenticated with check (
    (select auth.uid()) = user_id
    and (student_profile_id is null or exists (
      select 1 from public.student_profiles s
      where s.id = student_profile_id and s.user_id = (select auth.uid())
    ))
  );
drop policy if exists "focus_tables: owner updates" on public.focus_tables;
create policy "focus_tables: owner updates" on public.focus_tables
  for update to authenticated using ((select auth.uid()) = user_id) with check (
    (select auth.uid()) = user_id
    and (student_profile_id is null or exists (
      select 1 from public.student_profiles s
      where s.id = student_profile_id and s.user_id = (select auth.uid())
    ))
  );
drop policy if exists "focus_tables: owner deletes" on public.focus_tables;
create policy "focus_tables: owner deletes" on public.focus_tables
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Two-factor: the same four restrictive policies as every other table (20261124000200).
do $$
declare
  check_aal constant text := 'array[(select auth.jwt() ->> ''aal'')] <@ (select public.allowed_aal())';
begin
  drop policy if exists "focus_tables: aal2 reads" on public.focus_tables;
  execute format('create policy %I on public.focus_tables as restrictive for select to authenticated using (%s)',
    'focus_tables: aal2 reads', check_aal);
  drop policy if exists "focus_tables: aal2 inserts" on public.focus_tables;
  execute format('create policy %I on public.focus_tables as restrictive for insert to authenticated with check (%s)',
    'focus_tables: aal2 inserts', check_aal);
  drop policy if exists "focus_tables: aal2 updates" on public.focus_tables;
  execute format('create policy %I on public.focus_tables as restrictive for update to authenticated using (%s) with check (%s)',
    'focus_tables: aal2 updates', check_aal, check_aal);
  drop policy if exists "focus_tables: aal2 deletes" on public.focus_tables;
  execute format('create policy %I on public.focus_tables as restrictive for delete to authenticated using (%s)',
    'focus_tables: aal2 deletes', check_aal);
end
$$;

-- The focus that applies to one child: {tables, division, scope: 'student' | 'class'}, or null when
-- none is set (or the caller may not see that child). Security definer so a child session needs no
-- grant on the table: it gets its own student's answer and null for any other id; a grown-up gets
-- answers for their own children (at the assurance level the account allows).
create or replace function public.focus(p_student uuid) returns json
language sql stable security definer set search_path = ''
as $$
  select json_build_object('tables', f.tables, 'division', f.division,
    'scope', case when f.student_profile_id is null then 'class' else 'student' end)
  from public.student_profiles s
  join public.focus_tables f
    on f.user_id = s.user_id and (f.student_profile_id = s.id or f.student_profile_id is null)
  where s.id = p_student
    and (
      s.id = (select mathpop_private.child_student())
      or (s.user_id = (select auth.uid())
          and (select auth.jwt() ->> 'role') = 'authenticated'
          and array[(select auth.jwt() ->> 'aal')] <@ (select public.allowed_aal()))
    )
  order by f.student_profile_id nulls last
  limit 1
$$;
revoke all on function public.focus(uuid) from public, anon;
grant execute on function public.focus(uuid) to authenticated, mathpop_child;

-- Sets (p_tables a JSON array of tables) or clears (an empty array) the focus of the caller's class
-- (p_student null) or of one of their children. Security invoker: the policies above decide, and
-- the table's CHECK refuses a bad list (23514, HTTP 400).
create or replace function public.set_focus(p_tables jsonb, p_division boolean, p_student uuid default null)
returns void
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  t smallint[];
begin
  if me is null then
    raise exception using errcode = '42501', message = 'not_signed_in';
  end if;
  if jsonb_typeof(p_tables) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'focus_tables_invalid',
      detail = 'p_tables must be a JSON array of times tables (1 to 10).';
  end if;
  -- A JSON array (PostgREST hands JSON arrays to array arguments, the embedded server as JSON text).
  t := array(select x::smallint from jsonb_array_elements_text(p_tables) x);
  if cardinality(t) = 0 then
    delete from public.focus_tables f where f.user_id = me and f.student_profile_id is not distinct from p_student;
    return;
  end if;
  insert into public.focus_tables as f (user_id, student_profile_id, tables, division, updated_at)
  values (me, p_student, t, coalesce(p_division, false), now())
  on conflict (user_id, student_profile_id) do update
    set tables = excluded.tables, division = excluded.division, updated_at = now();
end
$$;
revoke all on function public.set_focus(jsonb, boolean, uuid) from public, anon;
grant execute on function public.set_focus(jsonb, boolean, uuid) to authenticated;
