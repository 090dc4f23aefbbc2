import { useCallback } from 'react';
import { arcPath, shade } from '../draw';
import type { Graphics } from '../pixi';

/** How a planet looks. */
export interface PlanetLook {
  radius: number;
  color: number;
  ring?: boolean;
  /** Smiling wide awake (visited/done) or calm with closed eyes. */
  mood?: 'sleepy' | 'happy';
}

/** Draws a friendly planet with a face, craters, shading and an optional ring, centred at the origin. */
export function drawPlanet(g: Graphics, { radius: r, color, ring, mood = 'sleepy' }: PlanetLook): void {
  g.clear();
  if (ring) g.ellipse(0, 0, r * 1.6, r * 0.42).stroke({ color: 0xfde68a, width: r * 0.12, alpha: 0.85 });
  g.circle(0, 0, r + 6).fill({ color: shade(color, 0.5), alpha: 0.25 });
  g.circle(0, 0, r).fill(color);
  g.circle(r * 0.18, r * 0.2, r * 0.85).fill({ color: shade(color, -0.25), alpha: 0.35 });
  g.circle(-r * 0.1, -r * 0.08, r * 0.82).fill(color);
  g.circle(-r * 0.55, -r * 0.5, r * 0.14).fill({ color: shade(color, -0.2) });
  g.circle(r * 0.5, -r * 0.55, r * 0.09).fill({ color: shade(color, -0.2) });
  g.ellipse(-r * 0.35, -r * 0.45, r * 0.3, r * 0.16).fill({ color: 0xffffff, alpha: 0.25 });
  // face
  const eyeY = -r * 0.02;
  if (mood === 'happy') {
    for (const s of [-1, 1]) {
      g.circle(s * r * 0.3, eyeY, r * 0.13).fill(0xffffff);
      g.circle(s * r * 0.3 + r * 0.03, eyeY + r * 0.02, r * 0.07).fill(0x1f1b2e);
    }
    arcPath(g, 0, r * 0.2, r * 0.26, 0.1 * Math.PI, 0.9 * Math.PI).stroke({
      color: 0x1f1b2e,
      width: Math.max(3, r * 0.06),
      cap: 'round',
    });
  } else {
    for (const s of [-1, 1]) {
      arcPath(g, s * r * 0.3, eyeY, r * 0.11, 0.1 * Math.PI, 0.9 * Math.PI).stroke({
        color: 0x1f1b2e,
        width: Math.max(3, r * 0.05),
        cap: 'round',
      });
    }
    arcPath(g, 0, r * 0.28, r * 0.12, 0.15 * Math.PI, 0.85 * Math.PI).stroke({
      color: 0x1f1b2e,
      width: Math.max(3, r * 0.05),
      cap: 'round',
    });
  }
  for (const s of [-1, 1])
    g.ellipse(s * r * 0.48, r * 0.22, r * 0.12, r * 0.07).fill({ color: 0xf472b6, alpha: 0.7 });
}

/** A planet as a Pixi element (redraws when its look changes). */
export function Planet(look: PlanetLook) {
  const { radius, color, ring, mood } = look;
  const draw = useCallback(
    (g: Graphics) => drawPlanet(g, { radius, color, ring, mood }),
    [radius, color, ring, mood],
  );
  return <pixiGraphics draw={draw} />;
}
