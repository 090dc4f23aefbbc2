-- Embedded server only: password recovery links (POST /auth/v1/recover), like GoTrue's recovery_token.
alter table auth.users add column if not exists recovery_token text;
alter table auth.users add column if not exists recovery_sent_at timestamptz;
create index if not exists users_recovery_token_idx on auth.users (recovery_token)
  where recovery_token is not null;
