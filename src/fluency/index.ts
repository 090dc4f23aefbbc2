/**
 * Fact fluency (issue 16): the model of what a child knows of the 200 facts, and the chooser of
 * practice questions. Pure TypeScript: time and randomness come in as parameters.
 *
 * ## Facts and attempts
 * mul(a, b) asks a × b; div(a, b) asks (a·b) ÷ b (answer a); a, b in 1..10. Warm-up taps are
 * logged as tap(digit). Attempts follow the shared contract in types.ts (table fact_attempts).
 *
 * ## The threshold (threshold.ts)
 * An answer is *quick* when it is right, unassisted, and within the child's threshold:
 * recall anchor (2 s; 3 s for grade ≤ 1, ages 6–7; 2 s for an unknown grade) + the median of the
 * 10 newest warm-up tap times (wrong taps too: the class query keeps only times; 1 s before any
 * warm-up; clamped to 0.3–3 s). So with no warm-up the threshold is 3 s (4 s for ages 6–7); a
 * child who needs 1.8 s to type a digit gets 3.8 s.
 *
 * ## States of one fact (rules.ts), from its 10 newest answers and its answer count only
 * (that is what the class query returns, so the teacher grid and the live state agree), in order:
 * 1. New: never answered.
 * 2. Fluent: the 3 newest answers quick, or at least 4 of the 5 newest (one slip is a slip).
 * 3. Retained: Fluent now, and it was Fluent at the end of an earlier local day, judged on the
 *    answers before today's. (If today's answers fill the 10 kept, it reads as Fluent.)
 * 4. Placed (issue 23): the newest placement answer (source 'placement', placement.ts) was quick
 *    and nothing since is a miss. A placed fact is a known fact. Placement never makes a fact
 *    Fluent: the newest answer must not be a placement answer, and a placed fact turns Fluent once
 *    a later answer is quick with no slip since the placement answer (or by the rule in 2).
 * 4a. Paper (issue 37): answers marked from a printed sheet (source 'paper') are untimed: never
 *    quick, so they count for accuracy only. A right one places the fact (Placed, as a quick
 *    placement answer does; a later quick answer on screen makes it Fluent), a wrong one is a miss;
 *    a right one never makes a fact Fluent nor takes Fluent away (it is skipped by the Fluent rule).
 * 4b. Accurate but slow ('slow'): the 3 newest answers right without help, not Fluent.
 * 5. Stuck: at least 3 misses (wrong, or right only with help) making up at least half of the
 *    kept answers, in at least two sessions (answers more than 30 min apart), and not two right
 *    answers in a row since.
 * 6. Learning: anything else.
 * The state is a pure function of the log: `stateFromLog` (any order) equals the live model
 * folded attempt by attempt with `withAttempt`, and `statesFromFactLog` on the class query's JSON
 * gives the same states (tested in state.test.ts).
 *
 * ## Placement (placement.ts, issue 23)
 * A child's first practice, and one a grown-up asks for with "Check again", is a placement quiz:
 * easy first through the tables, up to 4 facts a table, a table stops after 2 misses or 2 slow
 * answers, at most 40 facts or 3 minutes (15 or 2 minutes at grade ≤ 2 or no grade, issue 38). The
 * rules and their sources are in placement.ts; the spread of the session after it and the focus
 * share (issue 38) in spread.ts.
 * A table is *covered* when placement placed some of its facts, at least 3 are known and none is
 * being learned (coveredTables); its never-asked facts are checked in the sweep (a placement
 * answer again), not taught as new facts, so a child who knows everything placed meets the next
 * table's facts in the very next session.
 *
 * ## The session (plan.ts, chooser.ts): a sweep, then incremental rehearsal
 * - 20 questions, one more per 10 known facts, at most 30 (a late miss may extend it to 30). It
 *   ends sooner when every fact it may ask is at the cap (a child who knows two facts: 10).
 * - The sweep: about a third of the questions first, each once: known facts least recently
 *   answered (a random half of twice as many, so two sessions a day differ: each session has its
 *   own seed) and the facts of covered tables still to check (at most half the sweep).
 * - New-fact pace (the rule chosen): a child with no covered table meets at most 2 new facts a
 *   local day, as before. Once placement covered a table, the allowance is 2 per *session*: the
 *   child has shown what they know, and the backlog limit (no new fact while 4 are being learned)
 *   holds the pace; the simulated children in placement.test.ts show both.
 * - Focus tables (a grown-up's setting): facts being learned in the focus tables come first, then
 *   the focus tables' new facts (÷ only with division on; a ÷ fact still opens only after its ×),
 *   then the rules below.
 * - One or two target facts: the neediest fact being learned (Stuck first, then the easiest), and
 *   while today's allowance lasts (at most 2 facts met for the first time per local day, in any
 *   activity) and fewer than 4 facts are being learned, the next never-seen fact in the easy-first
 *   order (×2, ×10, ×5, ×1, ×3, ×4, ×8, ×9, ×6, ×7 by the easier factor; the table's number first;
 *   each ÷ right after its ×). A division fact opens only once its multiplication partner is
 *   Fluent or Retained.
 * - A target is asked with growing gaps (1, 2, 3, … other questions between), the rest are known
 *   facts (Accurate but slow first, then Fluent, then Retained; least asked, least recent first).
 * - A missed fact comes back after one other question (within the next three at the latest, when
 *   several misses compete: earliest deadline first) and again 6 questions later; a missed
 *   division fact is followed at once by its multiplication partner, then comes back itself.
 *   No fact is asked more than 5 times a session (a fact the child keeps missing rests until next
 *   time).
 * - Ages 6–7 (grade ≤ 1) answer by picking one of four answers (`choicesFor`).
 * - `nextQuestion` takes well under 1 ms (scripts/bench/fluency.bench.mjs).
 * The summary (summary.ts) names what grew ("7 × 8 is now quick!") and the streak of local days.
 *
 * ## Sources, and what each actually says
 * - XtraMath, "What are the timer options…" (home.xtramath.org/support): default threshold 6 s;
 *   a 3 s option "promotes automatic recall"; 12 s for K–2, whose typing and motor skills are
 *   still developing; 2 s and 1.5 s for advanced students. XtraMath's own description (as quoted
 *   by schools, e.g. wssd.org/Page/11800): the 3 s threshold is "long enough to type in a recalled
 *   answer" but not to count one out. The anchor includes typing, which is why we add the child's
 *   measured tap time to a recall part.
 * - Rocket Math (rocketmath.com, "Change Rocket Math online game speed", 2020; "Can students
 *   really learn this way?", 2018): 3 s to input an answer; two new facts (and their reverses)
 *   at a time; on a hesitation, the fact and answer are shown, two other facts follow, then the
 *   fact is checked again (we bring it back a little sooner, after one other question). Its
 *   paper programme sets goals from a one-minute writing-speed test: motor speed sets the bar.
 * - ExploreLearning Reflex ("Reflex Key Terms", help.explorelearning.com): its first "Fact Fair"
 *   measures each student's fluency *and typing speed*; we borrow the idea, not a number.
 * - Burns, M. K. (2005). Using incremental rehearsal to increase fluency of single-digit
 *   multiplication facts with children identified as learning disabled in mathematics
 *   computation. Education and Treatment of Children 28(3); and Burns et al. (2019),
 *   doi:10.1037/spq0000312: IR rehearses one unknown fact among 7–9 known ones with expanding
 *   spacing (Tucker's technique, 1989) and retained more facts than drill. We use 1–2 targets per
 *   session and expanding gaps; the known-to-unknown ratio follows from the session length.
 * - Van Houten, R., & Thompson, C. (1976). The effects of explicit timing on math performance.
 *   JABA 9(2), 227–230: timing raised the rate of correct answers without raising errors. It
 *   supports timing answers; it does not give the 3 s figure.
 * - NCTM (2014), Principles to Actions, and Baroody, A. J. (2006), Why children have difficulties
 *   mastering the basic number combinations…, Teaching Children Mathematics 13(1), 22–31: fluency
 *   builds on understanding and reasoning strategies, and early timed drill is a risk. Hence no
 *   state is a fail: slow but right is "Accurate but slow", and a fact is introduced only a couple
 *   at a time. Common Core 3.OA.C.7: by the end of grade 3, know all products of two one-digit
 *   numbers from memory.
 * Our own choices (not from a source, tuned with the simulated children in simulate.test.ts):
 * the 3-of-3 / 4-of-5 Fluent rule, the 2 s recall part and +1 s for ages 6–7, the 30 min session
 * gap, the Stuck counts, the backlog of 4, the 5-asks cap (issue 23), the sweep's third, the
 * placement sample of 4 a table and the session-length formula.
 */

export * from './choices';
export * from './chooser';
export * from './classSummary';
export * from './factLog';
export * from './factLogWire';
export * from './placement';
export * from './plan';
export * from './random';
export * from './rules';
export * from './simulate';
export * from './spread';
export * from './state';
export * from './summary';
export * from './threshold';
export * from './types';
