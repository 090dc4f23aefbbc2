-- Embedded server only: the role of children's class sessions (created again, idempotently, by
-- supabase/migrations/20261124000600_class_logins.sql, which is what hosted Supabase runs). The
-- server's own login role must be able to switch to it, and the REST gateway's helpers in
-- mathpop_internal (single-object check, write cap) must be callable by it as by `authenticated`.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'mathpop_child') then
    create role mathpop_child nologin noinherit;
  end if;
exception when duplicate_object then
  null; -- another database of the same cluster created it at the same moment
end
$$;

do $$
begin
  execute format('grant mathpop_child to %I', session_user);
exception when others then
  null; -- already granted, or the server runs as a superuser (PGlite), where no grant is needed
end
$$;

grant usage on schema mathpop_internal to mathpop_child;
grant execute on function mathpop_internal.expect_single(bigint) to mathpop_child;
grant execute on function mathpop_internal.expect_at_most(bigint, bigint) to mathpop_child;
