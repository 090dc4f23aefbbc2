import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import {
  type ClassFact,
  dayOf,
  type Fact,
  type FactCell,
  type FactKey,
  type FactLogInput,
  type FactOp,
  type FactState,
  factKey,
  factText,
  parseFactKey,
  streakDays,
} from '@/fluency';

/**
 * How each state reads and looks: a word (read in the current language), an icon (never colour
 * alone) and the cell's classes.
 */
export const STATE_LOOK: Record<FactState, { label: string; icon: string; className: string }> = {
  new: {
    get label() {
      return t`New`;
    },
    icon: '',
    className: 'border border-dashed border-ink-soft/50 bg-white text-ink-soft',
  },
  learning: {
    get label() {
      return t`Learning`;
    },
    icon: '○',
    className: 'bg-amber-100 text-amber-900',
  },
  placed: {
    get label() {
      return t`Placed`;
    },
    icon: '✓',
    className: 'border-2 border-violet-500 bg-violet-100 text-violet-950',
  },
  slow: {
    get label() {
      return t`Accurate but slow`;
    },
    icon: '◐',
    className: 'bg-sky-200 text-sky-950',
  },
  fluent: {
    get label() {
      return t`Fluent`;
    },
    icon: '●',
    className: 'bg-emerald-300 text-emerald-950',
  },
  retained: {
    get label() {
      return t`Retained`;
    },
    icon: '★',
    className: 'bg-emerald-700 text-white',
  },
  stuck: {
    get label() {
      return t`Stuck`;
    },
    icon: '!',
    className:
      'bg-[repeating-linear-gradient(135deg,#fecdd3_0_5px,#fda4af_5px_9px)] font-black text-rose-950',
  },
};

/** The states in the legend's order, from not yet met to known for good. */
export const STATE_ORDER: readonly FactState[] = [
  'new',
  'learning',
  'stuck',
  'placed',
  'slow',
  'fluent',
  'retained',
];

/** The fact a grid cell shows: row a (down), column b (across); ÷ asks (a·b) ÷ b. */
export function factAt(op: FactOp, a: number, b: number): Fact {
  return { op, a, b };
}

/** A cell's accessible name: "7 × 8: Fluent, 2.1 s, 6 tries", or "7 × 8: New" when untried. */
export function cellLabel(fact: Fact, cell: FactCell): string {
  const fact_ = factText(fact);
  const state = STATE_LOOK[cell.state].label;
  if (cell.tries === 0) return t`${fact_}: ${state}`;
  const tries = plural(cell.tries, { one: '# try', other: '# tries' });
  if (cell.ms === null) return t`${fact_}: ${state}, ${tries}`;
  const time = seconds(cell.ms);
  return t`${fact_}: ${state}, ${time}, ${tries}`;
}

/** One of the tricky facts with why it is tricky. */
export interface TrickyFact {
  fact: Fact;
  cell: FactCell;
}

/** Stuck first, then facts still being learned, then right-but-slow ones. */
const NEED: Partial<Record<FactState, number>> = { stuck: 0, learning: 1, slow: 2 };

/**
 * The five facts a child finds hardest right now: Stuck, then Learning, then Accurate but slow;
 * within a state the most misses, then the slowest. Untried and known facts never count.
 */
export function trickyFive(cells: ReadonlyMap<FactKey, FactCell>, facts: readonly Fact[]): TrickyFact[] {
  return facts
    .map((fact) => ({ fact, cell: cells.get(factKey(fact)) }))
    .filter((x): x is TrickyFact => x.cell !== undefined && NEED[x.cell.state] !== undefined)
    .sort(
      (x, y) =>
        (NEED[x.cell.state] ?? 9) - (NEED[y.cell.state] ?? 9) ||
        y.cell.misses - x.cell.misses ||
        (y.cell.ms ?? 0) - (x.cell.ms ?? 0),
    )
    .slice(0, 5);
}

/**
 * The practice streak of one child from the fact log: local days with an answer, ending today or
 * yesterday. The log keeps the 10 newest answers per fact, so a day is missed only when every fact
 * answered that day was answered 10 more times since: an undercount in rare cases, never an overcount.
 */
export function streakFromLog(
  json: FactLogInput,
  studentId: string | null,
  nowMs: number,
  tzOffsetMinutes: number,
): number {
  const dates: string[] = [];
  for (const row of json.facts ?? []) {
    if (row.s !== studentId) continue;
    for (const [, , , t] of row.recent ?? []) dates.push(new Date(t * 1000).toISOString());
  }
  return streakDays(dates, dayOf(nowMs / 1000, tzOffsetMinutes), tzOffsetMinutes);
}

/** True when the log has any answer of this child (else the grid shows its empty state). */
export function hasPractised(json: FactLogInput, studentId: string | null): boolean {
  return (json.facts ?? []).some((row) => row.s === studentId && row.n > 0);
}

/** A share 0..1 as a whole percentage. */
export const pct = (share: number) => Math.round(share * 100);

/** A share 0..1 as a whole percentage written for the current language ("40%", "40 %"). */
export function percent(share: number): string {
  return i18n.number(pct(share) / 100, { style: 'percent' });
}

/** Milliseconds as seconds with one decimal in the current language ("2.1 s", "2,1 s"). */
export function seconds(ms: number): string {
  const value = i18n.number(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t`${value} s`;
}

/** A class fact's accessible name: "7 × 8: 40% fluent, 2 need help". */
export function classCellLabel(key: FactKey, fact: ClassFact): string {
  const text = factText(parseFactKey(key));
  if (fact.tried === 0) return t`${text}: not yet practised`;
  const help = fact.needHelp.length;
  const fluent = percent(fact.fluentShare);
  if (help === 0) return t`${text}: ${fluent} fluent`;
  return plural(help, {
    one: `${text}: ${fluent} fluent, # needs help`,
    other: `${text}: ${fluent} fluent, # need help`,
  });
}
