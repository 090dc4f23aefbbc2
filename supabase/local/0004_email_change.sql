-- Embedded server only: a change of email waits for the link sent to the new address (GoTrue's
-- email_change columns). The pending address is not in `email`, so it blocks nobody's sign-up.
alter table auth.users add column if not exists email_change text;
alter table auth.users add column if not exists email_change_token text;
alter table auth.users add column if not exists email_change_sent_at timestamptz;
create index if not exists users_email_change_token_idx on auth.users (email_change_token)
  where email_change_token is not null;
