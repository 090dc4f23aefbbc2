/** The four Backpack Train levels of spec §9: backpacks loaded onto wagons. */
export interface BackpackLevel {
  /** 1-based level number; route ids are `backpack-train`, `backpack-train-2`, … */
  level: number;
  backpacks: number;
  wagons: number;
}

/** Spec §9: 24 / 8 = 3, 30 / 6 = 5, 45 / 9 = 5, 56 / 7 = 8. */
export const BACKPACK_LEVELS: readonly BackpackLevel[] = [
  { level: 1, backpacks: 24, wagons: 8 },
  { level: 2, backpacks: 30, wagons: 6 },
  { level: 3, backpacks: 45, wagons: 9 },
  { level: 4, backpacks: 56, wagons: 7 },
];

/** Spec §9: one auto-distribution step every 200 ms; done 500 ms after the last step. */
export const STEP_MS = 200;
export const SETTLE_MS = 500;

/** Wagon colours (spec §3: a wagon has an id, backpacks and a colour), cycled. */
export const WAGON_COLORS = [
  '#ef4444',
  '#f59e0b',
  '#22c55e',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
  '#14b8a6',
  '#f97316',
  '#6366f1',
] as const;
