-- Issue 24 §4, the weekly email: opt-in per account (off by default), and the claims that make each
-- week's mail go out once, however many server processes share the database. A process claims a
-- (recipient, week) by inserting its row (the primary key lets one insert win), sends, then marks it
-- sent; a claim left unsent for 30 minutes (the process died) is taken over by one process only,
-- with FOR UPDATE SKIP LOCKED, at most 3 times. No process-local state decides anything.

alter table public.profiles add column if not exists weekly_email boolean not null default false;
comment on column public.profiles.weekly_email is
  'Whether you get the weekly email (your child''s or class''s week). Off unless you switch it on.';

create table if not exists mathpop_private.weekly_sends (
  user_id uuid not null references auth.users (id) on delete cascade,
  week date not null,
  claimed_at timestamptz not null default now(),
  sent_at timestamptz,
  tries integer not null default 1,
  primary key (user_id, week)
);
alter table mathpop_private.weekly_sends enable row level security;
revoke all on table mathpop_private.weekly_sends from public;

-- Claims up to p_limit recipients of week p_week (its Monday): accounts with weekly_email on, a
-- confirmed-or-not email, and at least one child, that have no claim for the week yet, plus claims
-- stale for 30 minutes. Answers user_id, email and full name of each claimed account.
create or replace function mathpop_private.claim_weekly_sends(p_week date, p_limit integer)
returns table (user_id uuid, email text, full_name text, plan text)
language plpgsql volatile security definer set search_path = ''
as $$
begin
  return query
  with fresh as (
    insert into mathpop_private.weekly_sends as w (user_id, week)
    select p.user_id, p_week
    from public.profiles p
    where p.weekly_email
      and exists (select 1 from public.student_profiles s where s.user_id = p.user_id)
      and not exists (select 1 from mathpop_private.weekly_sends x where x.user_id = p.user_id and x.week = p_week)
    order by p.user_id
    limit p_limit
    on conflict do nothing
    returning w.user_id
  ), stale as (
    update mathpop_private.weekly_sends w set claimed_at = now(), tries = w.tries + 1
    where (w.user_id, w.week) in (
      select x.user_id, x.week from mathpop_private.weekly_sends x
      where x.week = p_week and x.sent_at is null and x.tries < 3
        and x.claimed_at < now() - interval '30 minutes'
      order by x.user_id
      limit p_limit
      for update skip locked
    )
    returning w.user_id
  )
  select u.id, u.email::text, coalesce(p.full_name, '')::text, p.subscription_plan::text
  from (select f.user_id from fresh f union select s.user_id from stale s) c
  join auth.users u on u.id = c.user_id
  join public.profiles p on p.user_id = c.user_id
  where u.email is not null;
end
$$;
revoke all on function mathpop_private.claim_weekly_sends(date, integer) from public;

-- Marks a claimed send done.
create or replace function mathpop_private.weekly_sent(p_user uuid, p_week date) returns void
language sql volatile security definer set search_path = ''
as $$
  update mathpop_private.weekly_sends set sent_at = now() where user_id = p_user and week = p_week;
$$;
revoke all on function mathpop_private.weekly_sent(uuid, date) from public;
