import { colors } from '@/lib/theme';

/**
 * The sharing worlds' skies and floors as CSS backgrounds painted behind the transparent canvas
 * (big fills are the slowest thing software WebGL does; engine README). Colours from theme.worlds.
 */

/** Ice cream parlour: candy-striped awning, dotted pastel wallpaper, a checkered floor. */
export function parlourBackground(): string {
  return [
    'radial-gradient(circle at 20px 0, #f472b6 19px, transparent 20px) 0 24px / 80px 22px repeat-x',
    'radial-gradient(circle at 60px 0, #ffffff 19px, transparent 20px) 0 24px / 80px 22px repeat-x',
    'linear-gradient(90deg, #f472b6 0 50%, #ffffff 50% 100%) 0 0 / 80px 24px repeat-x',
    'repeating-conic-gradient(#fbcfe8 0 25%, #fff1f2 0 50%) 0 100% / 90px 90px repeat-x',
    'radial-gradient(circle, rgba(244,114,182,0.28) 4px, transparent 5px) 0 0 / 56px 56px',
    colors.worlds.iceCream,
  ].join(', ');
}

/** Soccer pitch: bunting over mown stripes. */
export function pitchBackground(): string {
  return [
    'linear-gradient(135deg, #f87171 0 50%, transparent 50%) 0 0 / 28px 18px repeat-x',
    'linear-gradient(225deg, #fbbf24 0 50%, transparent 50%) 14px 0 / 28px 18px repeat-x',
    'repeating-linear-gradient(90deg, #4ade80 0 56px, #3fcf74 56px 112px)',
    colors.worlds.soccer,
  ].join(', ');
}

/** Railway: a sunny sky, rolling hills and a meadow. */
export function railwayBackground(): string {
  return [
    'radial-gradient(circle at 92% 9%, #fde047 0 34px, rgba(253,224,71,0.35) 35px 46px, transparent 47px)',
    'radial-gradient(ellipse 30% 14% at 15% 36%, #bbf7d0 0 98%, transparent 100%)',
    'radial-gradient(ellipse 34% 16% at 60% 38%, #a7f3d0 0 98%, transparent 100%)',
    'radial-gradient(ellipse 30% 14% at 98% 36%, #bbf7d0 0 98%, transparent 100%)',
    `linear-gradient(180deg, ${colors.worlds.train} 0 36%, #d9f99d 36% 100%)`,
  ].join(', ');
}

/** The vault room: deep indigo with a soft spotlight on the vault. */
export function vaultBackground(): string {
  return [
    'radial-gradient(ellipse 45% 40% at 30% 50%, rgba(99,102,241,0.35), transparent 70%)',
    'radial-gradient(circle, rgba(254,243,199,0.5) 1.5px, transparent 2.5px) 0 0 / 97px 83px',
    'radial-gradient(circle, rgba(254,243,199,0.35) 1px, transparent 2px) 40px 30px / 61px 71px',
    `linear-gradient(180deg, #0c0a2a 0%, ${colors.worlds.space} 60%, ${colors.worlds.spaceSoft} 100%)`,
  ].join(', ');
}
