-- Issue 35 #3 (hardening, round three): the weekly email goes only to a confirmed address (an
-- account signed up with someone else's address, or a mistyped one, never mails it), and says who
-- switched it on and when (profiles.weekly_email_since, kept by a trigger; the account holder is the
-- only one who can: issue 35 #10 took that from the unsubscribe link).

alter table public.profiles add column if not exists weekly_email_since timestamptz;
comment on column public.profiles.weekly_email_since is
  'When the weekly email was last switched on (null while it is off).';

create or replace function mathpop_private.weekly_email_since() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if not new.weekly_email then
    new.weekly_email_since := null;
  elsif tg_op = 'INSERT' or not old.weekly_email then
    new.weekly_email_since := now();
  else
    new.weekly_email_since := old.weekly_email_since;
  end if;
  return new;
end
$$;
revoke all on function mathpop_private.weekly_email_since() from public;
drop trigger if exists weekly_email_since on public.profiles;
create trigger weekly_email_since before insert or update on public.profiles
  for each row execute function mathpop_private.weekly_email_since();
update public.profiles set weekly_email_since = now() where weekly_email and weekly_email_since is null;

drop function if exists mathpop_private.claim_weekly_sends(date, integer);
-- As 20261126000130_weekly_mail.sql, for confirmed addresses only, also answering weekly_email_since.
create or replace function mathpop_private.claim_weekly_sends(p_week date, p_limit integer)
returns table (user_id uuid, email text, full_name text, plan text, since timestamptz)
language plpgsql volatile security definer set search_path = ''
as $$
begin
  return query
  with fresh as (
    insert into mathpop_private.weekly_sends as w (user_id, week)
    select p.user_id, p_week
    from public.profiles p
    join auth.users u on u.id = p.user_id and u.email_confirmed_at is not null
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
  select u.id, u.email::text, coalesce(p.full_name, '')::text, p.subscription_plan::text,
    p.weekly_email_since
  from (select f.user_id from fresh f union select s.user_id from stale s) c
  join auth.users u on u.id = c.user_id
  join public.profiles p on p.user_id = c.user_id
  where u.email is not null and u.email_confirmed_at is not null and p.weekly_email;
end
$$;
revoke all on function mathpop_private.claim_weekly_sends(date, integer) from public;

-- A send that failed: tried again by the next run after 5 minutes (any process), at most 3 times.
create or replace function mathpop_private.weekly_failed(p_user uuid, p_week date) returns integer
language sql volatile security definer set search_path = ''
as $$
  update mathpop_private.weekly_sends set claimed_at = now() - interval '25 minutes'
  where user_id = p_user and week = p_week and sent_at is null
  returning tries;
$$;
revoke all on function mathpop_private.weekly_failed(uuid, date) from public;
