-- Embedded server only (issue 34): GoTrue's PKCE flow state and the reauthentication nonce.
-- auth.flow_state: one row per PKCE flow started by /signup, /recover or PUT /user with a
-- code_challenge; /verify issues its auth_code, POST /token?grant_type=pkce spends it once.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists flow_state_user_idx on auth.flow_state (user_id, authentication_method);

-- GET /reauthenticate mails a six-digit nonce; its SHA-256 (with the user id) is kept here.
alter table auth.users add column if not exists reauthentication_token text;
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;

revoke all on auth.flow_state from anon, authenticated;
