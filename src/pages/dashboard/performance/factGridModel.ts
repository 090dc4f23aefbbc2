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

/** How each state reads and looks: a word, an icon (never colour alone) and the cell's classes. */
export const STATE_LOOK: Record<FactState, { label: string; icon: string; className: string }> = {
  new: {
    label: 'New',
    icon: '',
    className: 'border border-dashed border-ink-soft/50 bg-white text-ink-soft',
  },
  learning: { label: 'Learning', icon: '○', className: 'bg-amber-100 text-amber-900' },
  placed: {
    label: 'Placed',
    icon: '✓',
    className: 'border-2 border-violet-500 bg-violet-100 text-violet-950',
  },
  slow: { label: 'Accurate but slow', icon: '◐', className: 'bg-sky-200 text-sky-950' },
  fluent: { label: 'Fluent', icon: '●', className: 'bg-emerald-300 text-emerald-950' },
  retained: { label: 'Retained', icon: '★', className: 'bg-emerald-700 text-white' },
  stuck: {
    label: 'Stuck',
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
  const parts = [STATE_LOOK[cell.state].label];
  if (cell.tries === 0) return `${factText(fact)}: ${parts[0]}`;
  if (cell.ms !== null) parts.push(`${(cell.ms / 1000).toFixed(1)} s`);
  parts.push(cell.tries === 1 ? '1 try' : `${cell.tries} tries`);
  return `${factText(fact)}: ${parts.join(', ')}`;
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

/** A class fact's accessible name: "7 × 8: 40% fluent, 2 need help". */
export function classCellLabel(key: FactKey, fact: ClassFact): string {
  if (fact.tried === 0) return `${factText(parseFactKey(key))}: not yet practised`;
  const help = fact.needHelp.length;
  const helpText = help === 0 ? '' : help === 1 ? ', 1 needs help' : `, ${help} need help`;
  return `${factText(parseFactKey(key))}: ${pct(fact.fluentShare)}% fluent${helpText}`;
}
