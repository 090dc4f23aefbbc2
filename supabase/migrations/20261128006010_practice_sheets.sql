-- Issue 37: "This week's sheet". A printed sheet made from a child's fact log, marked back into it.
--
-- 1. public.practice_sheets keeps only what marking needs: the sheet's id, its child, its ISO week
--    and its facts in print order ("mul:7:8,div:7:8,…", the n-th entry is item n). The sheet is made
--    in the browser (src/fluency/weekSheet.ts: the same child, week and plan give the same facts), so
--    a reprint is the same row (unique child + week + facts). Owner-only under RLS like the fact
--    log; a child's class session has no grant at all.
-- 2. A mark is a row of fact_attempts with source 'paper', sheet_id and sheet_item (the item's
--    place on the sheet: a fact may be printed twice, each its own answer). Unique (sheet_id,
--    sheet_item): marking twice stores one attempt (POST ?on_conflict=sheet_id,sheet_item with
--    Prefer: resolution=ignore-duplicates). A paper row is untimed: ms 0, and only with a sheet
--    of the caller's whose item is that fact. Other rows can't claim a sheet.
-- 3. fact_stats.recent marks a paper answer with a fifth element 2 (placement: 1), so the grid and
--    the practice model read paper answers as accuracy only (src/fluency/rules.ts); fact_log's
--    compact forms carry it as flag 16 (8 · the fifth element).
-- Applies unchanged on hosted Supabase, PostgreSQL 15+ and PGlite.

create table if not exists public.practice_sheets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  student_profile_id uuid not null references public.student_profiles (id) on delete cascade,
  week text not null check (week ~ '^[0-9]{4}-W[0-9]{2}$'),
  facts text not null check (
    length(facts) <= 600 and facts ~ '^(mul|div):([1-9]|10):([1-9]|10)(,(mul|div):([1-9]|10):([1-9]|10)){0,39}$'
  ),
  -- How each item is printed, in the same order: a array, m0/m1 missing number (first/second
  -- number hidden), f fact family, s sprint. The marking page shows the item as on paper.
  forms text not null default '' check (length(forms) <= 200 and forms ~ '^([amfs][01]?(,[amfs][01]?){0,39})?$'),
  created_at timestamptz not null default now(),
  constraint practice_sheets_print unique (student_profile_id, week, facts)
);
create index if not exists practice_sheets_owner_idx on public.practice_sheets (user_id, created_at desc);

alter table public.practice_sheets enable row level security;
drop policy if exists "practice_sheets: owner reads" on public.practice_sheets;
create policy "practice_sheets: owner reads" on public.practice_sheets
  for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "practice_sheets: owner inserts" on public.practice_sheets;
create policy "practice_sheets: owner inserts" on public.practice_sheets
  for insert to authenticated with check (
    (select auth.uid()) = user_id
    and exists (
      select 1 from public.student_profiles s
      where s.id = student_profile_id and s.user_id = (select auth.uid())
    )
  );
drop policy if exists "practice_sheets: aal2 reads" on public.practice_sheets;
create policy "practice_sheets: aal2 reads" on public.practice_sheets as restrictive for select
  to authenticated using (array[(select auth.jwt() ->> 'aal')] <@ (select public.allowed_aal()));
drop policy if exists "practice_sheets: aal2 inserts" on public.practice_sheets;
create policy "practice_sheets: aal2 inserts" on public.practice_sheets as restrictive for insert
  to authenticated with check (array[(select auth.jwt() ->> 'aal')] <@ (select public.allowed_aal()));

revoke all on table public.practice_sheets from anon, authenticated;
grant select, insert on table public.practice_sheets to authenticated;

-- A class of 25 printed a few times a week: 500 a day, 20,000 in all.
select mathpop_private.set_account_quota('public.practice_sheets', 500, 20000);

comment on table public.practice_sheets is 'Printed "this week''s sheets": what marking a sheet back needs.';
comment on column public.practice_sheets.id is 'The sheet''s id (printed as a QR code on its answer key).';
comment on column public.practice_sheets.user_id is 'The account the sheet belongs to.';
comment on column public.practice_sheets.student_profile_id is 'The child the sheet was made for.';
comment on column public.practice_sheets.week is 'The ISO week it was made for, e.g. 2026-W48.';
comment on column public.practice_sheets.facts is 'Its facts in print order, e.g. mul:7:8,div:7:8 (56 ÷ 8).';
comment on column public.practice_sheets.forms is 'How each item is printed: a array, m0/m1 missing number, f fact family, s sprint.';
comment on column public.practice_sheets.created_at is 'When it was first printed.';

-- 2. Marks.
alter table public.fact_attempts add column if not exists sheet_id uuid
  references public.practice_sheets (id) on delete cascade;
alter table public.fact_attempts add column if not exists sheet_item smallint;
alter table public.fact_attempts drop constraint if exists fact_attempts_paper;
alter table public.fact_attempts add constraint fact_attempts_paper check (
  case when source = 'paper'
    then sheet_id is not null and sheet_item between 1 and 40 and ms = 0 and op in ('mul', 'div')
    else sheet_id is null and sheet_item is null end
);
create unique index if not exists fact_attempts_sheet_item_key on public.fact_attempts (sheet_id, sheet_item);

-- Restrictive: whoever inserts (a grown-up; a child's session never), a paper row must name one of
-- the caller's sheets, for the row's child, whose item sheet_item is the row's fact.
drop policy if exists "fact_attempts: paper marks a sheet" on public.fact_attempts;
create policy "fact_attempts: paper marks a sheet" on public.fact_attempts as restrictive
  for insert to authenticated with check (
    sheet_id is null or exists (
      select 1 from public.practice_sheets p
      where p.id = sheet_id and p.user_id = (select auth.uid())
        and p.student_profile_id = fact_attempts.student_profile_id
        and split_part(p.facts, ',', sheet_item) = op || ':' || a || ':' || b
    )
  );
drop policy if exists "fact_attempts: child marks no sheet" on public.fact_attempts;
create policy "fact_attempts: child marks no sheet" on public.fact_attempts as restrictive
  for insert to mathpop_child with check (sheet_id is null);

comment on column public.fact_attempts.sheet_id is 'For an answer marked from a printed sheet (source paper): the sheet.';
comment on column public.fact_attempts.sheet_item is 'For a paper answer: the item''s number on the sheet.';

-- 3. The fifth element of a kept answer: 1 placement, 2 paper.
create or replace function mathpop_private.fact_entry_of(
  p_correct boolean, p_ms integer, p_assisted boolean, p_at timestamptz, p_source text
) returns text
language sql stable set search_path = ''
as $$
  select case p_source
    when 'placement' then mathpop_private.fact_entry(p_correct, p_ms, p_assisted, p_at, true)
    when 'paper' then format('[%s,%s,%s,%s,2]', p_correct::int, p_ms, p_assisted::int,
      floor(extract(epoch from p_at))::bigint)
    else mathpop_private.fact_entry(p_correct, p_ms, p_assisted, p_at) end
$$;
revoke all on function mathpop_private.fact_entry_of(boolean, integer, boolean, timestamptz, text) from public;

create or replace function mathpop_private.fact_recent(
  p_user uuid, p_student uuid, p_op text, p_a smallint, p_b smallint
) returns json
language sql stable set search_path = ''
as $$
  select ('[' || coalesce(string_agg(
      mathpop_private.fact_entry_of(r.correct, r.ms, r.assisted, r.at, r.source), ','
    order by r.at desc, r.id desc), '') || ']')::json
  from (
    (select f.id, f.correct, f.ms, f.assisted, f.at, f.source
     from public.fact_attempts f
     where f.user_id = p_user and f.student_profile_id = p_student
       and f.op = p_op and f.a = p_a and f.b = p_b
     order by f.at desc, f.id desc
     limit 10)
    union all
    (select f.id, f.correct, f.ms, f.assisted, f.at, f.source
     from public.fact_attempts f
     where p_student is null and f.user_id = p_user and f.student_profile_id is null
       and f.op = p_op and f.a = p_a and f.b = p_b
     order by f.at desc, f.id desc
     limit 10)
  ) r
$$;

create or replace function mathpop_private.refresh_fact_stats(p_user uuid) returns void
language sql security definer set search_path = ''
as $$
  delete from public.fact_stats where user_id = p_user;
  insert into public.fact_stats (user_id, student_profile_id, op, a, b, n, recent)
  select r.user_id, r.student_profile_id, r.op, r.a, r.b, max(r.n)::int,
    ('[' || string_agg(mathpop_private.fact_entry_of(r.correct, r.ms, r.assisted, r.at, r.source),
      ',' order by r.rn) || ']')::json
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
revoke all on function mathpop_private.refresh_fact_stats(uuid) from public;
