-- Issue 17, signing in at school: a teacher's class code, each student's picture password, and child
-- sessions that may do exactly this: read the child's own student row, read and insert the child's
-- own results (and, later, fact attempts), nothing else.
--
-- A child session is a JWT with role `mathpop_child` (sub = the student's id, session_id = a row of
-- mathpop_private.child_sessions). Every existing policy is `to authenticated`, so the child role gets
-- nothing unless granted below. Every child policy goes through mathpop_private.child_student(),
-- which answers the student's id only while the session row exists: rotating the class code or
-- deleting the student deletes the rows, and access ends at once, not at token expiry.
-- The sessions live here (not in the embedded server's auth schema) because the policies need them
-- on hosted Supabase too. Applies on PGlite, PostgreSQL 15+ and hosted Supabase.

-- The child role -----------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'mathpop_child') then
    create role mathpop_child nologin noinherit;
  end if;
exception when duplicate_object then
  null; -- another database of the same cluster created it at the same moment
end
$$;

-- PostgREST on hosted Supabase switches roles as `authenticator`; the embedded server's own login
-- role is granted it in supabase/local/0005_child_role.sql.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'authenticator') then
    execute 'grant mathpop_child to authenticator';
  end if;
end
$$;

grant usage on schema public to mathpop_child;
grant usage on schema mathpop_private to mathpop_child;

-- Child sessions ------------------------------------------------------------------------------------
create table if not exists mathpop_private.child_sessions (
  id uuid primary key default gen_random_uuid(),
  student_profile_id uuid not null references public.student_profiles (id) on delete cascade,
  owner_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists child_sessions_student_idx on mathpop_private.child_sessions (student_profile_id);
create index if not exists child_sessions_owner_idx on mathpop_private.child_sessions (owner_id);

create table if not exists mathpop_private.child_refresh_tokens (
  id bigint generated always as identity primary key,
  token text not null unique,
  session_id uuid not null references mathpop_private.child_sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists child_refresh_tokens_session_idx on mathpop_private.child_refresh_tokens (session_id);

-- Failed class sign-ins per client address (wrong codes) and per student (wrong pictures).
create table if not exists mathpop_private.class_login_limits (
  scope text not null check (scope in ('address', 'student')),
  key text not null,
  failures integer not null default 0,
  window_start timestamptz not null default now(),
  locked_until timestamptz,
  primary key (scope, key)
);

alter table mathpop_private.child_sessions enable row level security;
alter table mathpop_private.child_refresh_tokens enable row level security;
alter table mathpop_private.class_login_limits enable row level security;
revoke all on table mathpop_private.child_sessions, mathpop_private.child_refresh_tokens,
  mathpop_private.class_login_limits from public;

-- A text as a uuid, or null when it is not one (claims are compared without raising).
create or replace function mathpop_private.uuid_or_null(t text) returns uuid
language sql immutable set search_path = ''
as $$
  select case when t ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then t::uuid end
$$;

-- The student of the request's child session while that session is live; null for anyone else.
-- Policies call it as (select …) so it runs once per statement.
create or replace function mathpop_private.child_student() returns uuid
language sql stable security definer set search_path = ''
as $$
  select s.student_profile_id
  from mathpop_private.child_sessions s
  where (select auth.jwt() ->> 'role') = 'mathpop_child'
    and s.id = mathpop_private.uuid_or_null((select auth.jwt() ->> 'session_id'))
    and s.student_profile_id = mathpop_private.uuid_or_null((select auth.jwt() ->> 'sub'))
$$;

-- The account (teacher or parent) the live child session's student belongs to.
create or replace function mathpop_private.child_owner() returns uuid
language sql stable security definer set search_path = ''
as $$
  select p.user_id from public.student_profiles p where p.id = mathpop_private.child_student()
$$;

revoke all on function mathpop_private.uuid_or_null(text) from public;
revoke all on function mathpop_private.child_student() from public;
revoke all on function mathpop_private.child_owner() from public;
grant execute on function mathpop_private.child_student(), mathpop_private.child_owner() to mathpop_child;

-- BEFORE INSERT: a child's row lands as the child's and the owner's, whatever the client sent or
-- left out (then the insert policy checks it; a dead session leaves nulls and is refused).
create or replace function mathpop_private.stamp_child_row() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if (select auth.jwt() ->> 'role') is distinct from 'mathpop_child' then
    return new;
  end if;
  new.student_profile_id := mathpop_private.child_student();
  new.user_id := mathpop_private.child_owner();
  return new;
end
$$;
revoke all on function mathpop_private.stamp_child_row() from public;

-- Lets children read and insert their own rows of a table with user_id and student_profile_id:
--   select mathpop_private.grant_child_access('public.fact_attempts');
-- The trigger's name starts with '_' so it runs before the table's other BEFORE triggers (they fire
-- in name order) and they see the stamped ids.
create or replace function mathpop_private.grant_child_access(tbl regclass) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  short text := (select c.relname from pg_catalog.pg_class c where c.oid = tbl);
  mine constant text := 'student_profile_id = (select mathpop_private.child_student())';
begin
  execute format('grant select, insert on %s to mathpop_child', tbl);
  execute format('drop policy if exists %I on %s', short || ': child reads own', tbl);
  execute format('create policy %I on %s for select to mathpop_child using (%s)',
    short || ': child reads own', tbl, mine);
  execute format('drop policy if exists %I on %s', short || ': child inserts own', tbl);
  execute format('create policy %I on %s for insert to mathpop_child with check (%s and '
    'user_id = (select mathpop_private.child_owner()))', short || ': child inserts own', tbl, mine);
  execute format('drop trigger if exists _child_row_stamp on %s', tbl);
  execute format('create trigger _child_row_stamp before insert on %s for each row '
    'execute function mathpop_private.stamp_child_row()', tbl);
end
$$;
revoke all on function mathpop_private.grant_child_access(regclass) from public;

select mathpop_private.grant_child_access('public.activity_results');

grant select on table public.student_profiles to mathpop_child;
drop policy if exists "student_profiles: child reads own" on public.student_profiles;
create policy "student_profiles: child reads own" on public.student_profiles
  for select to mathpop_child using (id = (select mathpop_private.child_student()));
