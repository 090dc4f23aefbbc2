import { describe, expect, it } from 'vitest';
import { type Focus, inFocus } from './plan';
import { type FactKey, type FactState, factKey } from './types';
import {
  isoWeek,
  MAX_REPEATS,
  SHEET_ITEMS,
  type SheetItem,
  sheetFactsOf,
  sheetFactsText,
  sheetFormsText,
  sheetItemsOf,
  weekSheet,
} from './weekSheet';

/** Mia: ×2, ×10, ×5 known (Fluent, Retained, some shaky), ×3 and ×4 being learned, the rest new. */
function mia(): Map<FactKey, FactState> {
  const states = new Map<FactKey, FactState>();
  for (let b = 1; b <= 10; b++) {
    states.set(factKey({ op: 'mul', a: 2, b }), b % 3 === 0 ? 'slow' : 'fluent');
    states.set(factKey({ op: 'mul', a: 10, b }), 'retained');
    states.set(factKey({ op: 'mul', a: 5, b }), b % 2 ? 'placed' : 'fluent');
  }
  for (const b of [2, 3, 4]) states.set(factKey({ op: 'mul', a: 3, b }), b === 4 ? 'stuck' : 'learning');
  states.set(factKey({ op: 'mul', a: 4, b: 6 }), 'learning');
  return states;
}

const stageOf = (states: Map<FactKey, FactState>, item: SheetItem) => {
  const s = states.get(factKey(item.fact)) ?? 'new';
  if (s === 'slow' || s === 'placed') return 'shaky';
  if (s === 'fluent' || s === 'retained') return 'quick';
  return 'learning';
};

const count = (items: SheetItem[]) => {
  const n = new Map<FactKey, number>();
  for (const i of items) n.set(factKey(i.fact), (n.get(factKey(i.fact)) ?? 0) + 1);
  return n;
};

describe("this week's sheet (issue 37)", () => {
  const plan = { childId: 'mia-1', week: '2026-W48', states: mia() };

  it('mixes about 60 % learning, 25 % shaky, 15 % quick, each in the format of its stage', () => {
    const sheet = weekSheet(plan);
    expect(sheet).toHaveLength(SHEET_ITEMS);
    const stages = sheet.map((i) => stageOf(plan.states, i));
    expect(stages.filter((s) => s === 'learning')).toHaveLength(14);
    expect(stages.filter((s) => s === 'shaky')).toHaveLength(6);
    expect(stages.filter((s) => s === 'quick')).toHaveLength(4);
    for (const item of sheet) {
      const state = plan.states.get(factKey(item.fact)) ?? 'new';
      if (item.format === 'array') expect(state).toBe('new');
      if (item.format === 'family') expect(['learning', 'stuck']).toContain(state);
      if (item.format === 'sprint') expect(stageOf(plan.states, item)).not.toBe('learning');
    }
    expect(sheet.filter((i) => i.format === 'sprint')).toHaveLength(10);
    expect(sheet.some((i) => i.format === 'missing')).toBe(true);
    // Her targets: the Stuck fact first, then the easiest being learned, before any new fact.
    expect(factKey(sheet[0]!.fact)).toBe('mul:3:4');
  });

  it('is the same for the same child, week and plan, and differs another week or child', () => {
    expect(weekSheet(plan)).toEqual(weekSheet({ ...plan, states: new Map(plan.states) }));
    const text = sheetFactsText(weekSheet(plan));
    expect(sheetFactsText(weekSheet({ ...plan, week: '2026-W49' }))).not.toBe(text);
    expect(sheetFactsText(weekSheet({ ...plan, childId: 'leo-2' }))).not.toBe(text);
    expect(sheetFactsOf(text).map(factKey).join(',')).toBe(text);
    const sheet = weekSheet(plan);
    expect(sheetItemsOf(sheetFactsText(sheet), sheetFormsText(sheet))).toEqual(sheet);
  });

  it("puts the week's focus first", () => {
    const focus: Focus = { tables: [7], division: true };
    const sheet = weekSheet({ ...plan, focus });
    const main = sheet.filter((i) => i.format !== 'sprint');
    expect(inFocus(main[0]!.fact, focus)).toBe(true);
    // The focus leads: its facts fill the first half of the main part.
    expect(main.slice(0, 7).every((i) => inFocus(i.fact, focus))).toBe(true);
    // A focus with ÷ brings its division facts even before their × is known.
    const divFocus = weekSheet({ ...plan, focus: { tables: [3], division: true } });
    expect(divFocus.slice(0, 7).every((i) => inFocus(i.fact, { tables: [3], division: true }))).toBe(true);
  });

  it('never asks a fact more than twice, whatever the child knows', () => {
    const everyone: Map<FactKey, FactState>[] = [new Map(), mia()];
    const all = new Map<FactKey, FactState>();
    for (const op of ['mul', 'div'] as const)
      for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) all.set(factKey({ op, a, b }), 'fluent');
    everyone.push(all);
    const few = new Map<FactKey, FactState>([['mul:7:8', 'slow']]);
    for (const [k] of all) if (k !== 'mul:7:8') few.set(k, 'fluent');
    everyone.push(few);
    for (const states of everyone) {
      for (const week of ['2026-W01', '2026-W27', '2026-W52']) {
        const sheet = weekSheet({ childId: 'c', week, states });
        expect(sheet).toHaveLength(SHEET_ITEMS);
        expect(Math.max(...count(sheet).values())).toBeLessThanOrEqual(MAX_REPEATS);
        expect(sheet.filter((i) => i.format === 'sprint').length).toBeLessThanOrEqual(10);
      }
    }
  });

  it('gives a beginner arrays to count for new facts, easy tables first', () => {
    const sheet = weekSheet({ childId: 'new', week: '2026-W48', states: new Map() });
    expect(sheet[0]).toEqual({ fact: { op: 'mul', a: 2, b: 2 }, format: 'array' });
    expect(sheet.every((i) => i.fact.op === 'mul')).toBe(true);
  });

  it('names ISO weeks as ISO 8601 does', () => {
    expect(isoWeek(new Date(2026, 10, 28))).toBe('2026-W48');
    expect(isoWeek(new Date(2027, 0, 1))).toBe('2026-W53');
    expect(isoWeek(new Date(2024, 11, 30))).toBe('2025-W01');
  });
});
