-- Issue 36: the $9 Fun Pack sold with Stripe (DESIGN §3.4 "Payments"). Stripe's webhook events are
-- kept for the owner's books (mathpop_private.payment_events, no card data); a purchase is one row of
-- public.purchases (the buyer sees their own, Download my data exports it); who has the pack is
-- decided here (public.my_pack()). Without payment settings (the server writes
-- mathpop_private.payment_settings at start), every account has everything.

-- One row: are payments on, and since when (accounts made before keep everything).
create table if not exists mathpop_private.payment_settings (
  id boolean primary key default true check (id),
  enabled boolean not null default false,
  since timestamptz
);
insert into mathpop_private.payment_settings (id) values (true) on conflict (id) do nothing;
revoke all on mathpop_private.payment_settings from public;

-- Every webhook event, once (its id is the idempotency key). `summary` holds only what the books
-- need: ids, amounts, currency, buyer email, states; never card or billing details.
create table if not exists mathpop_private.payment_events (
  id text primary key check (length(id) <= 255),
  type text not null check (length(type) <= 100),
  created timestamptz not null,
  received_at timestamptz not null default now(),
  livemode boolean not null default false,
  summary jsonb not null default '{}'::jsonb
);
revoke all on mathpop_private.payment_events from public;

create table if not exists public.purchases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  provider text not null default 'stripe' check (provider = any (array['stripe'])),
  session_id text unique check (length(session_id) <= 255),
  payment_intent text unique check (length(payment_intent) <= 255),
  amount integer check (amount >= 0),
  currency text check (length(currency) <= 10),
  buyer_email text check (length(buyer_email) <= 320),
  paid_at timestamptz,
  failed_at timestamptz,
  refunded_at timestamptz,
  disputed_at timestamptz,
  -- Derived from the facts above, so events in any order give the same state.
  state text generated always as (
    case
      when refunded_at is not null then 'refunded'
      when disputed_at is not null then 'disputed'
      when paid_at is not null then 'paid'
      when failed_at is not null then 'failed'
      else 'pending'
    end
  ) stored check (state in ('pending', 'paid', 'failed', 'refunded', 'disputed')),
  created_at timestamptz not null default now()
);
create index if not exists purchases_user_id on public.purchases (user_id);
create index if not exists purchases_buyer_email on public.purchases (lower(buyer_email));

comment on table public.purchases is 'Fun Pack purchases made through Stripe and attached to the account.';
comment on column public.purchases.id is 'The purchase''s own id in MathPop.';
comment on column public.purchases.user_id is 'The account the purchase belongs to.';
comment on column public.purchases.provider is 'The payment provider (stripe).';
comment on column public.purchases.session_id is 'Stripe''s checkout session id.';
comment on column public.purchases.payment_intent is 'Stripe''s payment id (refunds and disputes name it).';
comment on column public.purchases.amount is 'The amount paid, in the currency''s smallest unit (900 = $9.00).';
comment on column public.purchases.currency is 'The currency paid in (usd, brl, …).';
comment on column public.purchases.buyer_email is 'The email address given at the checkout.';
comment on column public.purchases.paid_at is 'When the payment succeeded.';
comment on column public.purchases.failed_at is 'When a delayed payment (such as Pix or a bank debit) failed.';
comment on column public.purchases.refunded_at is 'When the payment was refunded (the pack is removed).';
comment on column public.purchases.disputed_at is 'When the payment was disputed with the bank (the pack is held).';
comment on column public.purchases.state is 'pending, paid, failed, refunded or disputed.';
comment on column public.purchases.created_at is 'When MathPop first heard of the purchase.';

alter table public.purchases enable row level security;
revoke all on public.purchases from anon, authenticated;
grant select on public.purchases to authenticated;
drop policy if exists "purchases: owner reads" on public.purchases;
create policy "purchases: owner reads" on public.purchases
  for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "purchases: aal2 reads" on public.purchases;
create policy "purchases: aal2 reads" on public.purchases as restrictive
  for select to authenticated using (array[(select auth.jwt() ->> 'aal')] <@ (select public.allowed_aal()));

-- The account whose pack decides for the caller: a grown-up's own, a child session's owner (a class
-- plays what the teacher's account has); null for anyone else.
create or replace function mathpop_private.pack_account() returns uuid
language sql stable security definer set search_path = ''
as $$
  select case
    when (select auth.jwt() ->> 'role') = 'mathpop_child' then mathpop_private.child_owner()
    when (select auth.jwt() ->> 'role') = 'authenticated' then auth.uid()
  end
$$;
revoke all on function mathpop_private.pack_account() from public;

-- What the app gates from: {payments, has_pack, since, purchase}. `since`: when the pack came (the
-- payment), or null; `early`: the account is older than the shop and keeps everything.
create or replace function public.my_pack() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  who uuid := mathpop_private.pack_account();
  cfg mathpop_private.payment_settings;
  made timestamptz;
  p public.purchases;
  early boolean;
begin
  if who is null then
    raise exception using errcode = '42501', message = 'not_signed_in';
  end if;
  select * into cfg from mathpop_private.payment_settings where id;
  select u.created_at into made from auth.users u where u.id = who;
  select * into p from public.purchases x where x.user_id = who
    order by (x.state = 'paid') desc, (x.state = 'disputed') desc, x.paid_at desc nulls last, x.created_at desc
    limit 1;
  early := cfg.since is not null and made < cfg.since;
  return jsonb_build_object(
    'payments', coalesce(cfg.enabled, false),
    'has_pack', not coalesce(cfg.enabled, false) or early or coalesce(p.state = 'paid', false),
    'early', coalesce(cfg.enabled, false) and early,
    'since', case when p.state = 'paid' then p.paid_at end,
    'purchase', case when p.id is null then null else jsonb_build_object(
      'state', p.state, 'amount', p.amount, 'currency', p.currency, 'paid_at', p.paid_at,
      'provider', p.provider) end
  );
end
$$;
revoke all on function public.my_pack() from public, anon;
grant execute on function public.my_pack() to authenticated, mathpop_child;

-- /welcome's claim: a signed-in grown-up takes a paid purchase by its checkout session id (known
-- only to whoever paid). Refused, all alike (`claimed: false`, nothing changes): a made-up session,
-- an unpaid one, or another account's. Not an error: /welcome asks every second or two until
-- Stripe's event has arrived, and "not yet" is the normal answer then.
create or replace function public.claim_purchase(p_session_id text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  me uuid := mathpop_private.grown_up();
  got uuid;
begin
  update public.purchases set user_id = me
  where session_id = p_session_id and state = 'paid' and (user_id is null or user_id = me)
  returning id into got;
  return public.my_pack() || jsonb_build_object('claimed', got is not null);
end
$$;
revoke all on function public.claim_purchase(text) from public, anon;
grant execute on function public.claim_purchase(text) to authenticated;

-- A confirmed address takes the purchases paid with it that no account has yet (never an
-- unconfirmed one: anyone can sign up with any address).
create or replace function mathpop_private.attach_purchases_by_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.email_confirmed_at is not null and new.email is not null then
    update public.purchases set user_id = new.id
    where user_id is null and lower(buyer_email) = lower(new.email);
  end if;
  return new;
end
$$;
revoke all on function mathpop_private.attach_purchases_by_email() from public;
drop trigger if exists on_email_confirmed_attach_purchases on auth.users;
create trigger on_email_confirmed_attach_purchases
  after insert or update of email, email_confirmed_at on auth.users
  for each row execute function mathpop_private.attach_purchases_by_email();
