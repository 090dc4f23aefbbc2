-- The REST gateway's write cap (server/rest/limits.ts): a PATCH or DELETE that would change more
-- rows than allowed raises inside the request's transaction, so none of its changes are kept.
create or replace function mathpop_internal.expect_at_most(n bigint, max bigint) returns bigint
language plpgsql immutable
as $$
begin
  if n > max then
    raise exception using errcode = 'PT413', message = n::text;
  end if;
  return n;
end
$$;
grant execute on function mathpop_internal.expect_at_most(bigint, bigint) to anon, authenticated, service_role;
