/** Stars and pacing shared by the four castle games (spec §9; the timings follow their animations). */

/** Stars a castle game reports when it is completed (5 per finished activity, spec §9). */
export const CASTLE_STARS = 5;

/** How long the last build animation plays before the completion card appears (ms). */
export const CARD_DELAY_MS = 1200;

/** Castle Foundation waits longer: the blocks fly in, then the whole castle rises on them (ms). */
export const FOUNDATION_CARD_DELAY_MS = 2200;

/**
 * Castle Complete's card comes soon after the last answer (issue 38: a child waited about 6 s for a
 * button): on the wall clock, so with its button within 1 s of the answer even while frames lag; the
 * finished castle rises behind it (ms).
 */
export const FINALE_CARD_DELAY_MS = 600;

/** A challenge round (issue 33): after a right answer the next question follows this long after (ms). */
export const CHALLENGE_NEXT_MS = 1800;

/** After a wrong one, the model shows the right answer this long before the round goes on (ms). */
export const CHALLENGE_REVEAL_MS = 2800;
