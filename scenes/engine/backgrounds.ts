import { colors } from '@/lib/theme';

/** Deterministic pseudo-random numbers so a sky looks the same on every visit. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

/**
 * The space world's sky as a CSS background (drawn once by the browser behind the transparent
 * canvas: large fills are the slowest thing a software WebGL can do, so worlds paint them in CSS).
 */
export function spaceBackground(seed = 7): string {
  const rand = seeded(seed);
  const stars: string[] = [];
  for (let i = 0; i < 60; i++) {
    const size = rand() < 0.15 ? 3 : rand() < 0.5 ? 2 : 1.5;
    const alpha = (0.45 + rand() * 0.55).toFixed(2);
    stars.push(
      `radial-gradient(${size}px ${size}px at ${(rand() * 100).toFixed(1)}% ${(rand() * 100).toFixed(1)}%, rgba(255,255,255,${alpha}) 60%, transparent 100%)`,
    );
  }
  return [
    ...stars,
    'radial-gradient(circle at 95% 42%, #fdba74 0 14px, #f97316 15px 30px, rgba(249,115,22,0.25) 31px 36px, transparent 37px)',
    'radial-gradient(circle at 4% 30%, #e2e8f0 0 16px, transparent 17px)',
    'radial-gradient(ellipse 60% 45% at 12% 88%, rgba(99,102,241,0.35), transparent 70%)',
    'radial-gradient(ellipse 50% 40% at 88% 10%, rgba(168,85,247,0.28), transparent 70%)',
    `linear-gradient(180deg, #0c0a2a 0%, ${colors.worlds.space} 55%, ${colors.worlds.spaceSoft} 100%)`,
  ].join(', ');
}
