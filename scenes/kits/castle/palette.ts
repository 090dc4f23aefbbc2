/** The castle world's colours (soft sky, green hills, warm stone), as Pixi numbers. */
export const castleColors = {
  skyTop: 0x7cc8f8,
  skyBottom: 0xe0f2fe,
  sun: 0xfbbf24,
  cloud: 0xffffff,
  hillFar: 0x86d98a,
  hillNear: 0x4fbf6a,
  grass: 0x3fae5a,
  stone: 0xc9b8a3,
  stoneLight: 0xe3d6c4,
  stoneDark: 0x8f7b66,
  mortar: 0x6e5b48,
  ghost: 0xffffff,
  flagRed: 0xef4444,
  flagBlue: 0x3b82f6,
  flagYellow: 0xfbbf24,
  wood: 0x9a5b2e,
  roof: 0x5b3cc4,
  selected: 0xfbbf24,
  correct: 0x16a34a,
  wrong: 0xdc2626,
  ink: 0x1f1b2e,
  primary: 0x5b3cc4,
  white: 0xffffff,
} as const;

/** Mixes a colour toward white (t > 0) or black (t < 0). */
export function tint(color: number, t: number): number {
  const target = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  const mix = (c: number) => Math.round(c + (target - c) * k);
  return (mix((color >> 16) & 255) << 16) | (mix((color >> 8) & 255) << 8) | mix(color & 255);
}
