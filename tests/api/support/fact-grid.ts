import { expect } from 'vitest';
import { type FactLogInput, statesFromFactLog } from '../../../src/fluency/factLog';
import type { FactLog } from './facts';

const GRADES = ['K', '1st grade', '4', null];
const ZONES = [0, -180, 60, 330, 345, 600, 840, -600];

/**
 * The class call's grid equals the grid of the exact (one child's) calls: every cell's state,
 * median time, tries and misses, for young and older children, in zones from UTC−10 to UTC+14.
 * Answers the states seen.
 */
export function sameGrid(classLog: FactLog, exact: FactLog): Set<string> {
  // The decoder's own output, typed loosely for the tests' assertions.
  const [got, log] = [classLog, exact] as unknown as [FactLogInput, FactLogInput];
  let cells = 0;
  const seen = new Set<string>();
  for (const [i, zone] of ZONES.entries()) {
    const grade = (s: string | null) => GRADES[((s ?? '').charCodeAt(0) + i) % GRADES.length];
    const want = statesFromFactLog(log, grade, zone);
    expect(statesFromFactLog(got, grade, zone)).toEqual(want);
    for (const row of want.values())
      for (const cell of row.values()) {
        if (cell.tries) cells++;
        seen.add(cell.state);
      }
  }
  expect(cells).toBe(ZONES.length * exact.facts.length);
  return seen;
}
