-- Embedded server only: what the GoTrue-compatible service needs to make two-factor hold.
-- auth.mfa_factors already has the shape hosted Supabase's has for the aal2 policies (user_id,
-- status 'verified'); these columns keep the verify endpoint's state in the database, so several
-- processes on one PostgreSQL agree:
--   last_used_step: the TOTP time step last accepted for the factor (a code is good once);
--   failed_at: set when a verify with a wrong code spent the challenge (failures are capped per
--   factor over a window, counted from these rows).
alter table auth.mfa_factors add column if not exists last_used_step bigint;
alter table auth.mfa_challenges add column if not exists failed_at timestamptz;
create index if not exists mfa_challenges_factor_failed_idx on auth.mfa_challenges (factor_id, failed_at)
  where failed_at is not null;
create index if not exists mfa_challenges_factor_idx on auth.mfa_challenges (factor_id);
