-- Issue 27 (hardening, round two): one user stored a 1 MB full_name, and a few 4,000-character
-- `like` patterns over it held the database for 4 s while everyone else waited. Every text column
-- now has a length CHECK sized for its use (tests/api/hardening-stall.test.ts checks that none is
-- missing). NOT VALID: new and changed rows are checked; an old oversized row does not stop the
-- migration (it can only be shortened).

alter table public.profiles
  add constraint profiles_text_lengths check (
    length(coalesce(full_name, '')) <= 100
    and length(coalesce(grade, '')) <= 20
    and length(coalesce(favorite_subject, '')) <= 50
  ) not valid;

-- Kept by triggers, never written by clients; bounded all the same.
alter table public.fact_stats
  add constraint fact_stats_op_length check (length(op) <= 8) not valid;
alter table public.fact_grid
  add constraint fact_grid_text_lengths check (
    length(coalesce(facts, '')) <= 1000000 and length(coalesce(taps, '')) <= 100000
  ) not valid;

alter table mathpop_private.account_quotas
  add constraint account_quotas_table_name_length check (length(table_name) <= 128) not valid;
alter table mathpop_private.account_usage
  add constraint account_usage_table_name_length check (length(table_name) <= 128) not valid;
alter table mathpop_private.student_quotas
  add constraint student_quotas_table_name_length check (length(table_name) <= 128) not valid;
alter table mathpop_private.student_usage
  add constraint student_usage_table_name_length check (length(table_name) <= 128) not valid;
alter table mathpop_private.child_refresh_tokens
  add constraint child_refresh_tokens_lengths check (
    length(token) <= 128 and length(coalesce(parent, '')) <= 128
  ) not valid;
