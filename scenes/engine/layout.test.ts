import { describe, expect, it } from 'vitest';
import { computeLayout, DESIGN } from './layout';

describe('computeLayout', () => {
  it('uses the portrait design on a phone and keeps the whole area visible', () => {
    const l = computeLayout(390, 780);
    expect(l.portrait).toBe(true);
    expect(l.width * l.scale).toBeLessThanOrEqual(390 + 1e-9);
    expect(l.height * l.scale).toBeLessThanOrEqual(780 + 1e-9);
    expect(l.offsetX).toBeGreaterThanOrEqual(0);
  });

  it('uses the landscape design on a desktop and centres it', () => {
    const l = computeLayout(1280, 736);
    expect(l.portrait).toBe(false);
    expect(l.width).toBe(DESIGN.landscape.width);
    expect(l.offsetY).toBeCloseTo(0);
    expect(l.offsetX).toBeCloseTo((1280 - 1024 * l.scale) / 2);
    expect(l.view.x).toBeLessThan(0);
    expect(l.view.width).toBeCloseTo(1280 / l.scale);
  });
});
