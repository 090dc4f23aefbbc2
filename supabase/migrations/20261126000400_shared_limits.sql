-- Issue 25 §1 and issue 27 #7: state that must hold across server processes lives in the database.
--
-- 1. mathpop_private.attempt_counts: fixed-window counters per (bucket, key) for the per-account caps
--    of the embedded auth server (failed password sign-ins per email address, PUT /user per user).
--    With N processes behind a balancer, an in-memory counter let one account's password be guessed
--    N times faster. The key is a SHA-256 of what is counted (an email address, even one with no
--    account), so the table names nobody. One upsert takes a slot atomically (the row lock
--    serialises concurrent guesses from any process).
-- 2. mathpop_private.job_runs: one row per periodic job and period (retention every hour, the
--    weekly mail): the process whose insert wins the (job, period) key does the work, the others
--    skip it, so N processes do each period's work once.
--
-- Embedded server only (GoTrue keeps its own limits on hosted Supabase), but harmless there: two
-- tables nobody but the owner can reach.

create schema if not exists mathpop_private;

create table if not exists mathpop_private.attempt_counts (
  bucket text not null check (length(bucket) between 1 and 32),
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  count integer not null default 1,
  window_start timestamptz not null default now(),
  primary key (bucket, key_hash)
);
create index if not exists attempt_counts_window_idx on mathpop_private.attempt_counts (window_start);

create table if not exists mathpop_private.job_runs (
  job text not null check (length(job) between 1 and 64),
  period_start timestamptz not null,
  claimed_by text not null check (length(claimed_by) <= 200),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  primary key (job, period_start)
);

alter table mathpop_private.attempt_counts enable row level security;
alter table mathpop_private.job_runs enable row level security;
revoke all on table mathpop_private.attempt_counts, mathpop_private.job_runs from public;
