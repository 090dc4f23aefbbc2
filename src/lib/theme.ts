/**
 * Design tokens shared by Tailwind (see tailwind.config.ts) and the Pixi scenes, so a scene's
 * "primary" is the page's "primary". Colours are hex strings; scenes convert with `hex()`.
 */
export const colors = {
  primary: '#5b3cc4', // confident violet: links, primary buttons, focus
  primaryDark: '#432a9c',
  primarySoft: '#ece7ff',
  buy: '#15803d', // green reserved for buying (AA on white text)
  buyHover: '#166534',
  correct: '#16a34a',
  correctSoft: '#dcfce7',
  wrong: '#dc2626',
  wrongSoft: '#fee2e2',
  sun: '#fbbf24', // stars and rewards
  sunDark: '#b45309',
  ink: '#1f1b2e', // body text
  inkSoft: '#4b4763',
  paper: '#fffdf8',
  cloud: '#f4f1fb',
  skeleton: '#e5e7eb',
  worlds: {
    space: '#1e1b4b',
    spaceSoft: '#312e81',
    castle: '#e0f2fe',
    park: '#fff1f2',
    iceCream: '#fdf2f8',
    soccer: '#dcfce7',
    train: '#fef9c3',
    lesson: '#f5f3ff',
  },
} as const;

/** Corner radii in px. */
export const radii = { sm: 8, md: 14, lg: 22, xl: 32, pill: 999 } as const;

/** Font families (self-hosted through @fontsource-variable; the stacks are CSS variables in styles.css). */
export const fonts = {
  display: 'var(--font-display)',
  body: 'var(--font-body)',
} as const;

/** Motion durations in seconds for decorative tweens (state timings live in scene logic). */
export const motion = { tap: 0.12, pop: 0.35, slide: 0.5, celebrate: 1.2 } as const;

/** Minimum touch target in CSS px. */
export const TOUCH_TARGET = 48;

/** Converts '#rrggbb' to the 0xrrggbb number Pixi expects. */
export function hex(color: string): number {
  return Number.parseInt(color.slice(1), 16);
}
