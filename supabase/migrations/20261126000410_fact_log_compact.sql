-- Issue 25 §3: the class fact log carries only what the grid needs, in compact rows. A class of 25
-- children with 50,000 attempts was 1.47 MB of JSON objects (one per fact, with its field names and
-- epoch-second times); it is now one row of numbers per child (about 0.7 MB), which compresses to
-- tens of KB on the wire (npm run bench facts).
--
-- fact_log() answers {"v":2,"kids":[{"s":<child uuid or null>,"t0":<epoch s>,"taps":[ms,…],"f":[…]}]}:
--   t0    the child's newest answer time (epoch seconds);
--   taps  the newest 10 warm-up tap times in ms, newest first;
--   f     per practised fact, in (op, a, b) order: key, n, k, then k answers newest first, each as
--         flags, ms, dt. key = 100 for mul else 0, + (a - 1) * 10 + (b - 1); n = attempts in all;
--         k = answers listed (the newest 10); flags = 1 if right + 2 if helped + 8 if placement; ms = the answer time
--         when right (0 when wrong: the rules never read it); dt = seconds before the previous
--         (newer) answer, for the first answer seconds before t0.
-- Exact: src/fluency/factLogWire.ts turns it back into the per-fact answers the rules read.

alter table public.fact_grid add column if not exists t0 bigint not null default 0;

-- mathpop_private.rebuild_fact_grid (which writes facts = the "f" numbers joined by commas, taps =
-- the tap times, t0 = the newest answer time) and public.fact_log() answering this form for one child
-- are defined once, with the class form, in 20261126000420_fact_log_class.sql, which also rebuilds
-- every existing grid.

comment on column public.fact_grid.facts is 'The child''s practised facts with their newest attempts, as numbers (see fact_log).';
comment on column public.fact_grid.taps is 'The child''s newest warm-up tap times in milliseconds.';
comment on column public.fact_grid.t0 is 'When the child last answered (seconds since 1970).';
