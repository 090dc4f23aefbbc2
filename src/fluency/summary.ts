import { i18n } from '@lingui/core';
import { dayOf } from './rules';
import { type FluencyModel, stateOf } from './state';
import { allFacts, type Fact, type FactState, factText } from './types';

/** How far along a state is; a fact "grew" when its rank went up. Stuck ranks with Learning. */
const RANK: Record<FactState, number> = {
  new: 0,
  stuck: 1,
  learning: 1,
  slow: 2,
  placed: 2,
  fluent: 3,
  retained: 4,
};

/**
 * The words for a fact that grew into `state` (from `from`). Written as `i18n._` descriptors, not
 * macros: the server (tsx, no macros) imports this module through src/fluency; Lingui extracts them.
 */
function grewText(fact: Fact, from: FactState, state: FactState): string {
  const values = { text: factText(fact) };
  if (state === 'retained')
    return i18n._(
      /*i18n*/ { id: 'fluency.grew.retained', message: 'You still know {text} on a new day!', values },
    );
  if (state === 'fluent')
    return i18n._(/*i18n*/ { id: 'fluency.grew.fluent', message: '{text} is now quick!', values });
  if (state === 'slow')
    return i18n._(/*i18n*/ { id: 'fluency.grew.slow', message: '{text} is right every time!', values });
  if (state === 'placed')
    return i18n._(/*i18n*/ { id: 'fluency.grew.placed', message: 'You already know {text}!', values });
  return from === 'new'
    ? i18n._(/*i18n*/ { id: 'fluency.grew.met', message: 'You met {text}!', values })
    : i18n._(/*i18n*/ { id: 'fluency.grew.easier', message: '{text} is getting easier!', values });
}

/** A fact whose state went up during a session. */
export interface Growth {
  fact: Fact;
  from: FactState;
  to: FactState;
  text: string;
}

/** The facts that grew between two models of one child, furthest-grown first. */
export function factsThatGrew(before: FluencyModel, after: FluencyModel): Growth[] {
  const grown: Growth[] = [];
  for (const fact of [...allFacts('mul'), ...allFacts('div')]) {
    const from = stateOf(before, fact);
    const to = stateOf(after, fact);
    if (RANK[to] > RANK[from]) grown.push({ fact, from, to, text: grewText(fact, from, to) });
  }
  return grown.sort((x, y) => RANK[y.to] - RANK[x.to]);
}

/**
 * Consecutive local days with practice, ending today, or yesterday when today has none yet (the
 * streak is not lost until the day is over). `dates` are ISO answer times in any order.
 */
export function streakDays(dates: readonly string[], today: number, tzOffsetMinutes: number): number {
  const days = new Set(dates.map((iso) => dayOf(Date.parse(iso) / 1000, tzOffsetMinutes)));
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day--;
  }
  return streak;
}

/** The streak in words: "1 day of practice!", "3 days in a row!". */
export function streakText(days: number): string {
  if (days <= 0)
    return i18n._(/*i18n*/ { id: 'fluency.streak.none', message: 'Practise today to start a streak!' });
  return i18n._(
    /*i18n*/ {
      id: 'fluency.streak',
      message: '{days, plural, one {# day of practice!} other {# days in a row!}}',
      values: { days },
    },
  );
}

/** The end-of-session summary: what grew, in words, and the streak. */
export function sessionSummary(
  before: FluencyModel,
  after: FluencyModel,
  practiceDates: readonly string[],
  today: number,
): { lines: string[]; streak: number; streakText: string } {
  const streak = streakDays(practiceDates, today, after.ctx.tzOffsetMinutes);
  return { lines: factsThatGrew(before, after).map((g) => g.text), streak, streakText: streakText(streak) };
}
