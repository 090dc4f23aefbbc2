import type { FluencyGrid } from './factLog';
import { allFacts, type FactKey, factKey } from './types';

/** A teacher's view of one fact across the class. */
export interface ClassFact {
  /** Share (0..1) of the class that is Fluent or Retained on it. */
  fluentShare: number;
  /** Students who need help: Stuck, or Learning with misses (not just not tried enough yet). */
  needHelp: string[];
  /** How many students have answered it at least once (0: nobody has practised it yet). */
  tried: number;
}

/**
 * Per fact, the share of the class that knows it and who needs help, from the grid of
 * statesFromFactLog. `students` is the class roll (children with no answers count as not fluent);
 * without it, the students present in the grid are the class.
 */
export function classSummary(grid: FluencyGrid, students?: readonly string[]): Map<FactKey, ClassFact> {
  const roll = students ?? [...grid.keys()].filter((s): s is string => s !== null);
  const out = new Map<FactKey, ClassFact>();
  for (const fact of [...allFacts('mul'), ...allFacts('div')]) {
    const key = factKey(fact);
    let fluent = 0;
    let tried = 0;
    const needHelp: string[] = [];
    for (const s of roll) {
      const cell = grid.get(s)?.get(key);
      if (!cell) continue;
      if (cell.tries > 0) tried++;
      if (cell.state === 'fluent' || cell.state === 'retained') fluent++;
      if (cell.state === 'stuck' || (cell.state === 'learning' && cell.misses > 0)) needHelp.push(s);
    }
    out.set(key, { fluentShare: roll.length ? fluent / roll.length : 0, needHelp, tried });
  }
  return out;
}
