import { t } from '@lingui/core/macro';

import type { CollectionCounts } from './counts';

export type { CollectionCounts } from './counts';

/** What a collection item is: a planet sticker for a Fluent table, a rocket part, or an accessory. */
export type ItemKind = 'planet' | 'part' | 'accessory';

/** One item of the child's collection. */
export interface RewardItem {
  id: string;
  kind: ItemKind;
  name: string;
  /** Main colour (CSS hex), from the visual tokens' sunny and space palette. */
  colour: string;
  /** The table of a planet. */
  table?: number;
}

const PLANET_COLOURS = [
  '#f59e0b',
  '#ef4444',
  '#10b981',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
  '#14b8a6',
  '#f97316',
  '#6366f1',
  '#84cc16',
];

/** The planet sticker of a table (every table that becomes fully Fluent gives one). */
export function planetOf(table: number): RewardItem {
  return {
    id: `planet-${table}`,
    kind: 'planet',
    get name() {
      return t`Planet ×${table}`;
    },
    colour: PLANET_COLOURS[table - 1] ?? '#f59e0b',
    table,
  };
}

/** Milestones: Fluent facts reached (rocket parts and accessories), in the order they come. */
export const MILESTONES: ReadonlyArray<{ fluent: number; item: RewardItem }> = [
  {
    fluent: 1,
    item: {
      id: 'part-nose',
      kind: 'part',
      get name() {
        return t`Shiny nose cone`;
      },
      colour: '#ef4444',
    },
  },
  {
    fluent: 10,
    item: {
      id: 'part-fins',
      kind: 'part',
      get name() {
        return t`Rocket fins`;
      },
      colour: '#8b5cf6',
    },
  },
  {
    fluent: 25,
    item: {
      id: 'part-booster',
      kind: 'part',
      get name() {
        return t`Star booster`;
      },
      colour: '#f59e0b',
    },
  },
  {
    fluent: 50,
    item: {
      id: 'acc-goggles',
      kind: 'accessory',
      get name() {
        return t`Space goggles`;
      },
      colour: '#14b8a6',
    },
  },
  {
    fluent: 100,
    item: {
      id: 'acc-helmet',
      kind: 'accessory',
      get name() {
        return t`Astronaut helmet`;
      },
      colour: '#e5e7eb',
    },
  },
];

/** The accessory for the first Retained table (known on a new day). */
export const CROWN: RewardItem = {
  id: 'acc-crown',
  kind: 'accessory',
  get name() {
    return t`Golden crown`;
  },
  colour: '#fbbf24',
};

/** Everything earned for these counts: milestones first, then the crown, then planets by table. */
export function earnedItems(c: CollectionCounts): RewardItem[] {
  const items = MILESTONES.filter((m) => c.fluent >= m.fluent).map((m) => m.item);
  if (c.retainedTables.length > 0) items.push(CROWN);
  return [...items, ...[...c.fluentTables].sort((x, y) => x - y).map(planetOf)];
}

/** The next milestone and how many more Fluent facts it needs (null when all are earned). */
export function nextMilestone(c: CollectionCounts): { item: RewardItem; more: number } | null {
  const next = MILESTONES.find((m) => c.fluent < m.fluent);
  return next ? { item: next.item, more: next.fluent - c.fluent } : null;
}

/** Items in `after` that `before` did not have: what a session unlocked. */
export function newlyEarned(before: CollectionCounts, after: CollectionCounts): RewardItem[] {
  const had = new Set(earnedItems(before).map((i) => i.id));
  return earnedItems(after).filter((i) => !had.has(i.id));
}
