/** The four Ice Cream Party levels of spec §9: scoops shared among children with fixed names. */
export interface IceCreamLevel {
  /** 1-based level number; route ids are `ice-cream-party`, `ice-cream-party-2`, … */
  level: number;
  scoops: number;
  children: number;
}

/** Spec §9: 12 scoops / 4 children, 18/6, 24/8, 35/7. */
export const ICE_CREAM_LEVELS: readonly IceCreamLevel[] = [
  { level: 1, scoops: 12, children: 4 },
  { level: 2, scoops: 18, children: 6 },
  { level: 3, scoops: 24, children: 8 },
  { level: 4, scoops: 35, children: 7 },
];

/** The fixed sample names of the children (spec §3), in seat order. */
export const CHILD_NAMES = ['Mia', 'Leo', 'Ava', 'Sam', 'Zoe', 'Max', 'Lily', 'Ben'] as const;

/** Delay of the completion check after every move (spec §4, §9). */
export const CHECK_DELAY_MS = 100;
