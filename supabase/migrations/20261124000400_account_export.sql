-- A parent's copy of their data ("Download my data" in Profile): public.export_my_data() returns one
-- JSON document with every row stored for the caller's account.
--
-- Completeness comes from the schema, not from a list: every table of `public` that has a `user_id`
-- or a `student_profile_id` column is exported, so a table added later (fact attempts, class data…)
-- is in the export without touching this function. It is security invoker, so row-level security
-- (and the aal2 rules) decide what the caller sees; it also filters on the caller's id itself, so a
-- table that forgot its policies still could not leak another account's rows. One function call is
-- one row through the REST API, so the 1000-row read cap does not cut the export.
--
-- The README inside is built from the column comments below (a column without one says so).

comment on column public.profiles.user_id is 'Your account id.';
comment on column public.profiles.full_name is 'The grown-up''s name, as typed at sign-up or in Profile.';
comment on column public.profiles.grade is 'Grade the grown-up teaches or the child is in (optional).';
comment on column public.profiles.favorite_subject is 'Favourite subject (optional).';
comment on column public.profiles.subscription_plan is 'Plan: parents (1 child) or teachers (up to 25).';
comment on column public.profiles.created_at is 'When the profile was made.';
comment on column public.student_profiles.id is 'The child''s profile id.';
comment on column public.student_profiles.user_id is 'The account the child belongs to.';
comment on column public.student_profiles.student_name is 'The child''s first name or nickname, as you typed it.';
comment on column public.student_profiles.student_grade is 'The child''s grade (optional).';
comment on column public.student_profiles.avatar_url is 'The picture chosen for the child (one of MathPop''s own).';
comment on column public.student_profiles.created_at is 'When the child''s profile was made.';
comment on column public.activity_results.id is 'The result''s id.';
comment on column public.activity_results.user_id is 'The account the result belongs to.';
comment on column public.activity_results.student_profile_id is 'The child who played (empty: no child chosen).';
comment on column public.activity_results.kind is 'lesson or game.';
comment on column public.activity_results.activity_id is 'Which lesson or game.';
comment on column public.activity_results.is_correct is 'Whether the last answer was right.';
comment on column public.activity_results.attempts is 'How many answers were given in all.';
comment on column public.activity_results.stars is 'Best stars earned.';
comment on column public.activity_results.assisted is 'Whether the last answer used a helper.';
comment on column public.activity_results.completed_at is 'When it was last played.';

-- The caller's own sign-in record, without anything secret (no password hash, tokens or factor
-- secrets). Security definer because `authenticated` may not read auth.users; it answers only for
-- auth.uid(), and only to a token whose assurance level the account allows (as the tables do).
create or replace function public.export_my_account() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'email', u.email,
    'created_at', u.created_at,
    'email_confirmed_at', u.email_confirmed_at,
    'last_sign_in_at', u.last_sign_in_at,
    'two_factor_on', exists (
      select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified'
    )
  )
  from auth.users u
  where u.id = (select auth.uid())
    and array[(select auth.jwt() ->> 'aal')] <@ (select public.allowed_aal())
$$;

revoke all on function public.export_my_account() from public;
revoke all on function public.export_my_account() from anon;
grant execute on function public.export_my_account() to authenticated;

create or replace function public.export_my_data() returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  t record;
  rows jsonb;
  tables jsonb := '{}';
  fields jsonb := '{}';
  owner_filter text;
begin
  if me is null then
    raise exception using errcode = '42501', message = 'export_my_data needs a signed-in user';
  end if;
  for t in
    select c.table_name::text as name,
      bool_or(c.column_name = 'user_id') as has_user,
      bool_or(c.column_name = 'student_profile_id') as has_student
    from information_schema.columns c
    join information_schema.tables tb
      on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
      and c.column_name in ('user_id', 'student_profile_id')
    group by c.table_name
    order by c.table_name
  loop
    owner_filter := case
      when t.has_user then 'r.user_id = $1'
      else 'r.student_profile_id in (select s.id from public.student_profiles s where s.user_id = $1)'
    end;
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(r)), ''[]''::jsonb) from public.%I r where %s',
      t.name, owner_filter
    ) into rows using me;
    tables := tables || jsonb_build_object(t.name, rows);
    fields := fields || jsonb_build_object(t.name, (
      select coalesce(jsonb_object_agg(a.attname,
        coalesce(col_description(a.attrelid, a.attnum), 'No description yet.')), '{}'::jsonb)
      from pg_catalog.pg_attribute a
      where a.attrelid = format('public.%I', t.name)::regclass and a.attnum > 0 and not a.attisdropped
    ));
  end loop;
  return jsonb_build_object(
    'readme', jsonb_build_object(
      'about', 'Everything MathPop stores for your account, as of exported_at. "account" is your sign-in '
        || 'record (never your password, which is stored only as a one-way hash). "tables" holds your '
        || 'rows of every table that names your account or one of your children. "fields" explains '
        || 'each column. To delete everything, use "Delete my account" in Profile; see /privacy.',
      'fields', fields
    ),
    'exported_at', now(),
    'account', public.export_my_account(),
    'tables', tables
  );
end
$$;

revoke all on function public.export_my_data() from public;
revoke all on function public.export_my_data() from anon;
grant execute on function public.export_my_data() to authenticated;
