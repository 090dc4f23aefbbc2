-- Issue 16: the fact log. Every answer to a multiplication or division fact (and every warm-up tap)
-- is one row of public.fact_attempts, written by the app's offline queue with idempotent inserts
-- keyed by the client-made client_id (PostgREST: POST ?on_conflict=client_id with
-- Prefer: resolution=ignore-duplicates), so a double flush stores one row. Per-fact states are
-- computed in the browser from public.fact_log(), one query for a whole class.
--
-- Append-only for the owner: insert and select only (no update or delete grant or policy; rows go
-- when the child or the account is deleted, by cascade). Row-level security as for the other
-- tables, the aal2 rules of 20261124000200, the quota rules of 20261124000100, and rows saved
-- before the account had a child move to its first child, as activity_results do (20261124000300).
-- Applies unchanged on hosted Supabase and on PostgreSQL 15+ (and PGlite).

create table if not exists public.fact_attempts (
  id bigint generated always as identity primary key,
  client_id uuid not null unique,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  student_profile_id uuid references public.student_profiles (id) on delete cascade,
  op text not null check (op in ('mul', 'div', 'tap')),
  a smallint not null,
  b smallint not null,
  answer integer not null check (answer between -1000 and 100000),
  correct boolean not null,
  ms integer not null check (ms between 0 and 600000),
  assisted boolean not null default false,
  source text not null check (source ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  at timestamptz not null,
  created_at timestamptz not null default now(),
  -- A fact is a × b or (a·b) ÷ b with a, b in 1..10; a warm-up tap shows one digit (b is 0).
  constraint fact_attempts_fact check (
    (op in ('mul', 'div') and a between 1 and 10 and b between 1 and 10)
    or (op = 'tap' and a between 0 and 9 and b = 0)
  )
);

-- Per child and fact, the newest attempts first, straight from the index (fact_stats' upkeep).
create index if not exists fact_attempts_grid_idx
  on public.fact_attempts (user_id, student_profile_id, op, a, b, at desc, id desc);
-- Deleting a child removes their attempts (cascade): found by this index, not a scan of the table.
create index if not exists fact_attempts_student_idx on public.fact_attempts (student_profile_id);

-- `at` is the client's clock when the child answered: a CHECK can't use now() (it must be
-- immutable), so a trigger refuses times over 30 days old or more than 5 minutes ahead. SQLSTATE
-- 23514 like a CHECK (PostgREST: HTTP 400). It runs before the conflict check, so an attempt the
-- queue kept for over 30 days is refused even if it was stored before: the queue drops such rows.
create or replace function public.fact_attempts_check_at() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.at < now() - interval '30 days' or new.at > now() + interval '5 minutes' then
    raise exception using errcode = '23514', message = 'fact_attempts_at_out_of_range',
      detail = 'at must be within the last 30 days and at most 5 minutes ahead of the server''s clock.';
  end if;
  return new;
end
$$;

drop trigger if exists fact_attempts_check_at on public.fact_attempts;
create trigger fact_attempts_check_at
  before insert on public.fact_attempts
  for each row execute function public.fact_attempts_check_at();

alter table public.fact_attempts enable row level security;

-- An attempt belongs to its owner, and may only name one of the owner's own children.
drop policy if exists "fact_attempts: owner reads" on public.fact_attempts;
create policy "fact_attempts: owner reads" on public.fact_attempts
  for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "fact_attempts: owner inserts" on public.fact_attempts;
create policy "fact_attempts: owner inserts" on public.fact_attempts
  for insert to authenticated with check (
    (select auth.uid()) = user_id
    and (student_profile_id is null or exists (
      select 1 from public.student_profiles s
      where s.id = student_profile_id and s.user_id = (select auth.uid())
    ))
  );

revoke all on table public.fact_attempts from anon, authenticated;
grant select, insert on table public.fact_attempts to authenticated;

-- Quota: a class of 25 answering 400 facts each on a busy day is 10,000 rows; 25 children × 180
-- school days × ~110 answers ≈ 500,000 in all (at ~100 bytes a row, about 50 MB per account).
select mathpop_private.set_account_quota('public.fact_attempts', 10000, 500000);

-- The class grid's source: per account, child and fact (and per warm-up digit), the number of
-- attempts and the newest 10 as [correct 0|1, ms, assisted 0|1, epoch seconds]. Kept by a trigger
-- on fact_attempts, so its size is one row per child and fact whatever the number of attempts
-- (25 children x 200 facts: 5,000 rows, against 50,000 to 500,000 attempts). Read-only for the
-- owner; only the security-definer triggers below write it.
create table if not exists public.fact_stats (
  user_id uuid not null references auth.users (id) on delete cascade,
  student_profile_id uuid references public.student_profiles (id) on delete cascade,
  op text not null,
  a smallint not null,
  b smallint not null,
  n integer not null,
  recent json not null,
  constraint fact_stats_key unique nulls not distinct (user_id, student_profile_id, op, a, b)
);
create index if not exists fact_stats_student_idx on public.fact_stats (student_profile_id);

alter table public.fact_stats enable row level security;
drop policy if exists "fact_stats: owner reads" on public.fact_stats;
create policy "fact_stats: owner reads" on public.fact_stats
  for select to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.fact_stats from anon, authenticated;
grant select on table public.fact_stats to authenticated;

-- What fact_log() answers, ready made per child: the child's entries of "facts" (JSON objects joined
-- by commas, '' when none) and of "taps" (one JSON object or ''). Rebuilt from fact_stats for the
-- children a flush touched, so reading a class is 25 rows of text joined, not 5,000 rows turned into
-- JSON under row-level security (over 200 ms on PGlite on a busy machine). Read-only for the owner.
create table if not exists public.fact_grid (
  user_id uuid not null references auth.users (id) on delete cascade,
  student_profile_id uuid references public.student_profiles (id) on delete cascade,
  facts text not null,
  taps text not null,
  constraint fact_grid_key unique nulls not distinct (user_id, student_profile_id)
);
create index if not exists fact_grid_student_idx on public.fact_grid (student_profile_id);

alter table public.fact_grid enable row level security;
drop policy if exists "fact_grid: owner reads" on public.fact_grid;
create policy "fact_grid: owner reads" on public.fact_grid
  for select to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.fact_grid from anon, authenticated;
grant select on table public.fact_grid to authenticated;

-- Two-factor: the same four restrictive policies as every other table (20261124000200).
do $$
declare
  t text;
  check_aal constant text := 'array[(select auth.jwt() ->> ''aal'')] <@ (select public.allowed_aal())';
begin
  foreach t in array array['fact_attempts', 'fact_stats', 'fact_grid'] loop
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

-- One attempt in fact_stats.recent's form, [correct 0|1, ms, assisted 0|1, epoch seconds], as
-- compact JSON text (no spaces: a class's grid is ~1.2 MB instead of ~1.5 MB).
create or replace function mathpop_private.fact_entry(
  p_correct boolean, p_ms integer, p_assisted boolean, p_at timestamptz
) returns text
language sql stable set search_path = ''
as $$
  select format('[%s,%s,%s,%s]', p_correct::int, p_ms, p_assisted::int,
    floor(extract(epoch from p_at))::bigint)
$$;

-- The newest 10 attempts of one key, newest first, in fact_stats.recent's form (from the index).
create or replace function mathpop_private.fact_recent(
  p_user uuid, p_student uuid, p_op text, p_a smallint, p_b smallint
) returns json
language sql stable set search_path = ''
as $$
  select ('[' || coalesce(string_agg(mathpop_private.fact_entry(r.correct, r.ms, r.assisted, r.at), ','
    order by r.at desc, r.id desc), '') || ']')::json
  from (
    (select f.id, f.correct, f.ms, f.assisted, f.at
     from public.fact_attempts f
     where f.user_id = p_user and f.student_profile_id = p_student
       and f.op = p_op and f.a = p_a and f.b = p_b
     order by f.at desc, f.id desc
     limit 10)
    union all
    (select f.id, f.correct, f.ms, f.assisted, f.at
     from public.fact_attempts f
     where p_student is null and f.user_id = p_user and f.student_profile_id is null
       and f.op = p_op and f.a = p_a and f.b = p_b
     order by f.at desc, f.id desc
     limit 10)
  ) r
$$;

-- Rebuilds one child's fact_grid row from fact_stats (p_student null: attempts without a child).
create or replace function mathpop_private.rebuild_fact_grid(p_user uuid, p_student uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  facts text;
  taps text;
begin
  select string_agg(format('{"s":%s,"op":"%s","a":%s,"b":%s,"n":%s,"recent":%s}',
           coalesce(to_json(st.student_profile_id)::text, 'null'), st.op, st.a, st.b, st.n, st.recent),
           ',' order by st.op, st.a, st.b)
    into facts
    from public.fact_stats st
   where st.user_id = p_user and st.op <> 'tap'
     and (st.student_profile_id = p_student or (p_student is null and st.student_profile_id is null));
  select format('{"s":%s,"recent":[%s]}', coalesce(to_json(p_student)::text, 'null'),
           string_agg(x.ms::text, ',' order by x.at desc))
    into taps
    from (
      select (e.v ->> 1)::int as ms, (e.v ->> 3)::bigint as at
      from public.fact_stats st, json_array_elements(st.recent) e(v)
      where st.user_id = p_user and st.op = 'tap'
        and (st.student_profile_id = p_student or (p_student is null and st.student_profile_id is null))
      order by 2 desc
      limit 10
    ) x
  having count(*) > 0;
  if facts is null and taps is null then
    delete from public.fact_grid g
     where g.user_id = p_user
       and (g.student_profile_id = p_student or (p_student is null and g.student_profile_id is null));
  else
    insert into public.fact_grid as g (user_id, student_profile_id, facts, taps)
    values (p_user, p_student, coalesce(facts, ''), coalesce(taps, ''))
    on conflict (user_id, student_profile_id) do update set facts = excluded.facts, taps = excluded.taps;
  end if;
end
$$;

-- AFTER INSERT, once per statement (after the quota trigger, which locks the account's usage row,
-- so one account's flushes pass here one at a time): count the new rows per key, then recompute
-- each touched key's newest 10 in a second statement, whose fresh snapshot sees every committed row,
-- then the touched children's fact_grid rows.
create or replace function mathpop_private.fact_attempts_stats() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.fact_stats as st (user_id, student_profile_id, op, a, b, n, recent)
  select k.user_id, k.student_profile_id, k.op, k.a, k.b, k.n, '[]'::json
  from (
    select r.user_id, r.student_profile_id, r.op, r.a, r.b, count(*)::int as n
    from new_rows r group by r.user_id, r.student_profile_id, r.op, r.a, r.b
  ) k
  order by k.user_id, k.student_profile_id, k.op, k.a, k.b
  on conflict (user_id, student_profile_id, op, a, b) do update set n = st.n + excluded.n;
  update public.fact_stats st
     set recent = mathpop_private.fact_recent(st.user_id, st.student_profile_id, st.op, st.a, st.b)
    from (select distinct r.user_id, r.student_profile_id, r.op, r.a, r.b from new_rows r) k
   where st.user_id = k.user_id and st.student_profile_id is not distinct from k.student_profile_id
     and st.op = k.op and st.a = k.a and st.b = k.b;
  perform mathpop_private.rebuild_fact_grid(k.user_id, k.student_profile_id)
     from (select distinct r.user_id, r.student_profile_id from new_rows r) k;
  return null;
end
$$;

drop trigger if exists fact_attempts_stats on public.fact_attempts;
create trigger fact_attempts_stats
  after insert on public.fact_attempts referencing new table as new_rows
  for each statement execute function mathpop_private.fact_attempts_stats();

-- Recomputes one account's fact_stats and fact_grid from its attempts: for rows loaded with triggers off (the
-- bench's seed, a restore) or changed by hand. Not callable by clients.
create or replace function mathpop_private.refresh_fact_stats(p_user uuid) returns void
language sql security definer set search_path = ''
as $$
  delete from public.fact_stats where user_id = p_user;
  insert into public.fact_stats (user_id, student_profile_id, op, a, b, n, recent)
  select r.user_id, r.student_profile_id, r.op, r.a, r.b, max(r.n)::int,
    ('[' || string_agg(mathpop_private.fact_entry(r.correct, r.ms, r.assisted, r.at), ',' order by r.rn)
      || ']')::json
  from (
    select f.*,
      row_number() over k as rn,
      count(*) over (partition by f.student_profile_id, f.op, f.a, f.b) as n
    from public.fact_attempts f
    where f.user_id = p_user
    window k as (partition by f.student_profile_id, f.op, f.a, f.b order by f.at desc, f.id desc)
  ) r
  where r.rn <= 10
  group by r.user_id, r.student_profile_id, r.op, r.a, r.b;
  delete from public.fact_grid where user_id = p_user;
  select mathpop_private.rebuild_fact_grid(p_user, k.student_profile_id)
  from (select distinct st.student_profile_id from public.fact_stats st where st.user_id = p_user) k;
$$;

revoke all on function mathpop_private.fact_entry(boolean, integer, boolean, timestamptz) from public;
revoke all on function mathpop_private.fact_recent(uuid, uuid, text, smallint, smallint) from public;
revoke all on function mathpop_private.fact_attempts_stats() from public;
revoke all on function mathpop_private.refresh_fact_stats(uuid) from public;
revoke all on function mathpop_private.rebuild_fact_grid(uuid, uuid) from public;

-- Attempts saved before the account had a child (student_profile_id null) move to its first child,
-- in the same statement that adds the child, as activity_results do. Security definer: the owner
-- has no update right on these tables; it only touches rows of the new child's account, and only
-- when the caller is that account (or a trusted role without a JWT). The new child has no stats
-- yet, so the null-child stats simply change hands; both fact_grid rows are rebuilt (the JSON names
-- the child).
create or replace function public.adopt_fact_attempts_for_first_student() returns trigger
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
  update public.fact_attempts f
     set student_profile_id = new.id
   where f.user_id = new.user_id and f.student_profile_id is null;
  update public.fact_stats st
     set student_profile_id = new.id
   where st.user_id = new.user_id and st.student_profile_id is null;
  if found then
    perform mathpop_private.rebuild_fact_grid(new.user_id, null);
    perform mathpop_private.rebuild_fact_grid(new.user_id, new.id);
  end if;
  return new;
end
$$;

revoke all on function public.adopt_fact_attempts_for_first_student() from public, anon, authenticated;
revoke all on function public.fact_attempts_check_at() from public, anon, authenticated;

drop trigger if exists student_profiles_adopt_fact_attempts on public.student_profiles;
create trigger student_profiles_adopt_fact_attempts
  after insert on public.student_profiles
  for each row execute function public.adopt_fact_attempts_for_first_student();

-- The class grid in one query: for every child of the caller (or only p_student), per fact the
-- number of attempts and the newest 10 as [correct 0|1, ms, assisted 0|1, epoch seconds], newest
-- first; per child the times of the newest 10 warm-up taps. Attempts without a child have
-- "s": null. Security invoker, so row-level security (and the aal2 rules) decide what it sees.
-- json, not jsonb (here and in fact_stats.recent): a class is ~1.2 MB of JSON, which json keeps as
-- text while jsonb re-encodes it, 5 times slower on PGlite (70 against 400 ms).
create or replace function public.fact_log(p_student uuid default null) returns json
language sql stable security invoker set search_path = ''
as $$
  select ('{"facts":[' || coalesce(string_agg(nullif(g.facts, ''), ',' order by g.student_profile_id), '')
    || '],"taps":[' || coalesce(string_agg(nullif(g.taps, ''), ',' order by g.student_profile_id), '')
    || ']}')::json
  from public.fact_grid g
  where g.user_id = (select auth.uid())
    and (p_student is null or g.student_profile_id = p_student)
$$;

revoke all on function public.fact_log(uuid) from public;
revoke all on function public.fact_log(uuid) from anon;
grant execute on function public.fact_log(uuid) to authenticated;

-- The export's README (public.export_my_data) is built from these comments.
comment on table public.fact_attempts is 'One row per answer to a times-table or division fact, and per warm-up tap.';
comment on column public.fact_attempts.id is 'The attempt''s number.';
comment on column public.fact_attempts.client_id is 'Id the app gave the attempt, so it is stored once even if sent twice.';
comment on column public.fact_attempts.user_id is 'The account the attempt belongs to.';
comment on column public.fact_attempts.student_profile_id is 'The child who answered (empty: no child chosen).';
comment on column public.fact_attempts.op is 'mul (a × b), div ((a·b) ÷ b) or tap (a warm-up: type the digit shown).';
comment on column public.fact_attempts.a is 'First number of the fact (1-10), or the digit shown in a warm-up tap (0-9).';
comment on column public.fact_attempts.b is 'Second number of the fact (1-10); 0 for a warm-up tap.';
comment on column public.fact_attempts.answer is 'The answer the child gave.';
comment on column public.fact_attempts.correct is 'Whether the answer was right.';
comment on column public.fact_attempts.ms is 'Milliseconds from showing the question to the answer.';
comment on column public.fact_attempts.assisted is 'Whether a hint or helper was used.';
comment on column public.fact_attempts.source is 'Where it was answered: practice, warmup, or a game or lesson id.';
comment on column public.fact_attempts.at is 'When the child answered (the device''s clock).';
comment on column public.fact_attempts.created_at is 'When the server stored it.';
comment on table public.fact_stats is 'A summary of fact_attempts per child and fact, kept up to date by the database.';
comment on column public.fact_stats.user_id is 'The account the summary belongs to.';
comment on column public.fact_stats.student_profile_id is 'The child (empty: no child chosen).';
comment on column public.fact_stats.op is 'mul, div or tap, as in fact_attempts.';
comment on column public.fact_stats.a is 'First number of the fact, or the digit of a warm-up tap.';
comment on column public.fact_stats.b is 'Second number of the fact; 0 for a warm-up tap.';
comment on column public.fact_stats.n is 'How many attempts there are in all.';
comment on column public.fact_stats.recent is 'The newest 10 attempts, newest first: [right 1 or wrong 0, milliseconds, helped 1 or 0, seconds since 1970].';
comment on table public.fact_grid is 'The summary of each child ready for the class view, kept up to date by the database.';
comment on column public.fact_grid.user_id is 'The account it belongs to.';
comment on column public.fact_grid.student_profile_id is 'The child (empty: no child chosen).';
comment on column public.fact_grid.facts is 'The child''s facts with their newest attempts, as JSON.';
comment on column public.fact_grid.taps is 'The child''s newest warm-up tap times, as JSON.';
