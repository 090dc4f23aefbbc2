import { type Focus, inFocus, isKnown } from './plan';
import { type Rng, seededRng, shuffled } from './random';
import {
  type Fact,
  type FactKey,
  type FactState,
  factKey,
  introRank,
  parseFactKey,
  partnerOf,
} from './types';

/**
 * "This week's sheet" (issue 37): the facts a printed sheet asks, chosen from a child's fact states.
 * Pure: the same child, ISO week and states (and focus) give the same sheet, so a reprint matches
 * the sheet handed out.
 *
 * - About 60 % learning now: the week's focus first (facts being learned, then its new facts),
 *   then the child's targets (Stuck first, then the easiest), then the next new facts.
 * - About 25 % shaky (Accurate but slow, Placed), about 15 % quick (Fluent, Retained) for confidence.
 * - Formats by stage: a new fact is an array (equal groups for ÷) to count; a fact being learned
 *   is a missing number and, its second time, a fact family; shaky and quick facts make the sprint
 *   column. No fact more than twice.
 */
export type SheetFormat = 'array' | 'missing' | 'family' | 'sprint';

/** One item of the sheet: its fact, how it is asked, and (missing numbers) which number is hidden. */
export interface SheetItem {
  fact: Fact;
  format: SheetFormat;
  /** For 'missing': the hidden number is the first (0) or second (1) of the written fact. */
  hide?: 0 | 1;
}

/** What a sheet is made from. */
export interface SheetPlan {
  /** The child's id: with the week, the seed. */
  childId: string;
  /** ISO week, e.g. "2026-W48". */
  week: string;
  /** Fact states (missing: New), e.g. one child's row of the fluency grid. */
  states: ReadonlyMap<FactKey, FactState>;
  focus?: Focus | null;
}

/** Items on a sheet: 14 in the main part, 10 in the sprint column. */
export const SHEET_ITEMS = 24;
/** The shares of the mix. */
export const MIX = { learning: 0.6, shaky: 0.25, quick: 0.15 } as const;
/** The sprint column's length at most. */
export const SPRINT_MAX = 10;
/** How many times one fact may appear on a sheet. */
export const MAX_REPEATS = 2;

const SHAKY: readonly FactState[] = ['slow', 'placed'];
const QUICK: readonly FactState[] = ['fluent', 'retained'];
const ALL: readonly Fact[] = Array.from({ length: 200 }, (_, i) => ({
  op: i < 100 ? ('mul' as const) : ('div' as const),
  a: Math.floor((i % 100) / 10) + 1,
  b: (i % 10) + 1,
})).sort((x, y) => introRank(x) - introRank(y));

/** The ISO 8601 week of a date ("2026-W48"): weeks start on Monday, week 1 holds the first Thursday. */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86400000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** A 32-bit seed from text (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** The learning pool in order: focus first (being learned, then new), then targets, then new. */
function learningPool(plan: SheetPlan): { fact: Fact; fresh: boolean }[] {
  const state = (f: Fact) => plan.states.get(factKey(f)) ?? 'new';
  const focus = plan.focus ?? undefined;
  // A ÷ fact opens once its × partner is known (as in practice: plan.ts isOpen).
  const open = (f: Fact) => f.op === 'mul' || isKnown(state(partnerOf(f)));
  const learning = ALL.filter((f) => state(f) === 'learning' || state(f) === 'stuck').sort(
    (x, y) => Number(state(y) === 'stuck') - Number(state(x) === 'stuck') || introRank(x) - introRank(y),
  );
  const fresh = ALL.filter((f) => state(f) === 'new' && (open(f) || inFocus(f, focus)));
  const focused = (f: Fact) => inFocus(f, focus);
  return [
    ...learning.filter(focused).map((fact) => ({ fact, fresh: false })),
    ...fresh.filter(focused).map((fact) => ({ fact, fresh: true })),
    ...learning.filter((f) => !focused(f)).map((fact) => ({ fact, fresh: false })),
    ...fresh.filter((f) => !focused(f)).map((fact) => ({ fact, fresh: true })),
  ];
}

/** Facts in `states`, the focus first, then in a seeded shuffle. */
function pool(plan: SheetPlan, states: readonly FactState[], rng: Rng): Fact[] {
  const picked = shuffled(
    ALL.filter((f) => states.includes(plan.states.get(factKey(f)) ?? 'new')),
    rng,
  );
  return [
    ...picked.filter((f) => inFocus(f, plan.focus ?? undefined)),
    ...picked.filter((f) => !inFocus(f, plan.focus ?? undefined)),
  ];
}

/** Up to `count` items from `facts`: each once first, then the first ones again (at most twice). */
function take<T>(facts: readonly T[], count: number): T[] {
  const out = facts.slice(0, count);
  for (const again of facts)
    if (out.length < count && out.filter((x) => x === again).length < MAX_REPEATS) out.push(again);
  return out;
}

/** The sheet for a plan: the main part's items, then the sprint column's. */
export function weekSheet(plan: SheetPlan, size = SHEET_ITEMS): SheetItem[] {
  const rng = seededRng(seedOf(`${plan.childId}|${plan.week}`));
  const learning = learningPool(plan);
  const shaky = pool(plan, SHAKY, rng);
  const quick = pool(plan, QUICK, rng);
  const quotaShaky = Math.min(Math.round(size * MIX.shaky), shaky.length);
  const quotaQuick = Math.min(Math.round(size * MIX.quick), quick.length);
  // Learning takes the rest (new facts never run out while any fact is new); half of it are
  // second looks at the first facts (a fact family after a missing number), focus first.
  const learnSlots = Math.min(size - quotaShaky - quotaQuick, learning.length * MAX_REPEATS);
  const main = take(learning.slice(0, Math.ceil(learnSlots / MAX_REPEATS)), learnSlots);
  // Anything still free (a child who knows nearly everything): more known facts, twice at most.
  const free = size - main.length - quotaShaky - quotaQuick;
  const extraShaky = Math.min(free, shaky.length * MAX_REPEATS - quotaShaky);
  const extraQuick = Math.min(free - extraShaky, quick.length * MAX_REPEATS - quotaQuick);
  const known = shuffled(
    [...take(shaky, quotaShaky + extraShaky), ...take(quick, quotaQuick + extraQuick)],
    rng,
  );
  // The sprint column holds SPRINT_MAX; more known facts are asked as missing numbers.
  const sprint = known.slice(0, SPRINT_MAX);
  for (const fact of known.slice(SPRINT_MAX)) main.push({ fact, fresh: false });
  const seen = new Set<FactKey>();
  const items: SheetItem[] = main.map(({ fact, fresh }) => {
    const again = seen.has(factKey(fact));
    seen.add(factKey(fact));
    if (fresh && !again) return { fact, format: 'array' };
    if (fresh || !again) return { fact, format: 'missing', hide: rng() < 0.5 ? 0 : 1 };
    return { fact, format: 'family' };
  });
  return [...items, ...sprint.map((fact) => ({ fact, format: 'sprint' as const }))];
}

/** The sheet's facts as stored for marking: "mul:7:8,div:7:8,…" in print order. */
export function sheetFactsText(items: readonly SheetItem[]): string {
  return items.map((i) => factKey(i.fact)).join(',');
}

/** How each item is printed, stored beside the facts: "a,m0,m1,f,s,…" (array, missing, family, sprint). */
export function sheetFormsText(items: readonly SheetItem[]): string {
  return items.map((i) => (i.format === 'missing' ? `m${i.hide ?? 0}` : i.format[0])).join(',');
}

/** A stored sheet's items back from its facts and forms (an unknown form reads as sprint). */
export function sheetItemsOf(facts: string, forms: string): SheetItem[] {
  const codes = forms.split(',');
  return sheetFactsOf(facts).map((fact, i) => {
    const code = codes[i] ?? 's';
    if (code[0] === 'm') return { fact, format: 'missing', hide: code === 'm1' ? 1 : 0 };
    const format = ({ a: 'array', f: 'family' } as const)[code as 'a' | 'f'] ?? 'sprint';
    return { fact, format };
  });
}

/** The facts of a stored sheet, in print order. */
export function sheetFactsOf(text: string): Fact[] {
  return text.split(',').map(parseFactKey);
}
