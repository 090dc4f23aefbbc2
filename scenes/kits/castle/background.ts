/**
 * The castle world as a CSS background behind the transparent canvas (the engine's advice: big fills
 * are the slowest thing software WebGL does, so the sky, sun, clouds, hills and grass are painted by
 * the browser once). The grass starts around 62 % of the height, under the plots' own grass mounds.
 */
export function castleBackground(): string {
  const cloud = (x: number, y: number, w: number) =>
    `radial-gradient(ellipse ${w}px ${Math.round(w * 0.38)}px at ${x}% ${y}%, rgba(255,255,255,0.95) 60%, rgba(255,255,255,0) 72%)`;
  return [
    // sun with a soft halo
    'radial-gradient(circle at 92% 12%, #fde047 0 34px, #fbbf24 35px 44px, rgba(251,191,36,0.25) 45px 62px, transparent 63px)',
    cloud(14, 14, 150),
    cloud(20, 10, 90),
    cloud(58, 8, 120),
    cloud(78, 22, 110),
    // rolling hills, then the grass
    'radial-gradient(ellipse 38% 16% at 18% 64%, #6fcf7f 98%, transparent 100%)',
    'radial-gradient(ellipse 42% 18% at 62% 66%, #86d98a 98%, transparent 100%)',
    'radial-gradient(ellipse 36% 15% at 96% 63%, #6fcf7f 98%, transparent 100%)',
    'linear-gradient(180deg, transparent 0 64%, #4cb866 64% 66%, #3fae5a 66% 100%)',
    'linear-gradient(180deg, #6ec1f5 0%, #a9dcfb 40%, #e0f2fe 64%)',
  ].join(', ');
}
