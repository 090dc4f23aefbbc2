import { describe, expect, it } from 'vitest';
import { fitBox } from './fitBox';

describe('fitBox', () => {
  it('scales a wide drawing to the area’s width, centred across and at its top', () => {
    const f = fitBox({ x: 20, y: 100, width: 440, height: 300 }, { x: 6, y: 6, width: 468, height: 200 });
    expect(f.scale).toBeCloseTo(200 / 300);
    // The content's left and top edges land where the area starts (centred across).
    expect(f.y + 100 * f.scale).toBeCloseTo(6);
    const left = f.x + 20 * f.scale;
    expect(left - 6).toBeCloseTo(6 + 468 - (left + 440 * f.scale));
  });

  it('never grows a drawing past full size', () => {
    const f = fitBox({ x: 0, y: 0, width: 100, height: 50 }, { x: 0, y: 0, width: 480, height: 400 });
    expect(f.scale).toBe(1);
    expect(f.x).toBeCloseTo(190);
  });

  it('leaves an empty drawing where the area starts', () => {
    expect(fitBox({ x: 0, y: 0, width: 0, height: 0 }, { x: 6, y: 8, width: 10, height: 10 })).toEqual({
      x: 6,
      y: 8,
      scale: 1,
    });
  });
});
