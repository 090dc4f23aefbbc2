-- The REST gateway's cap on embedded rows (server/rest/limits.ts maxEmbeddedRows): every row a
-- to-many embed returns passes through here; past the cap the read stops with 400 (SQLSTATE 54000,
-- program limit exceeded) instead of building an answer of any size. The count lives in a
-- transaction-local setting, so each request starts again from 0.
create or replace function mathpop_internal.embed_budget(max bigint) returns boolean
language plpgsql volatile
as $$
declare
  n bigint := coalesce(nullif(current_setting('mathpop.embed_rows', true), '')::bigint, 0) + 1;
begin
  if n > max then
    raise exception using
      errcode = '54000',
      message = format('An embedded read may return at most %s rows', max),
      hint = 'Narrow the embedded resources with filters or a limit, e.g. students.limit=50';
  end if;
  perform set_config('mathpop.embed_rows', n::text, true);
  return true;
end
$$;
grant execute on function mathpop_internal.embed_budget(bigint)
  to anon, authenticated, service_role, mathpop_child;
