import { describe, expect, it } from 'vitest';
import { computeLayout } from '../engine/layout';
import { lessonLayout } from './layout';

const portrait = { width: 480, height: 860, portrait: true };
const landscape = { width: 1024, height: 640, portrait: false };

describe('lesson stage layout', () => {
  for (const size of [portrait, landscape]) {
    for (const [count, sentence] of [
      [6, false],
      [12, false],
      [6, true],
    ] as const) {
      it(`fits ${count} options${sentence ? ' and a sentence' : ''} in ${size.portrait ? 'portrait' : 'landscape'}`, () => {
        const l = lessonLayout(size, count, sentence);
        expect(l.options.centres).toHaveLength(count);
        // Buttons are big enough to tap (≥ 48 CSS px at the smallest phone scale of about 0.75).
        expect(l.options.h * 0.75).toBeGreaterThanOrEqual(46);
        const lastBottom = Math.max(...l.options.centres.map((c) => c.y)) + l.options.h / 2;
        expect(lastBottom).toBeLessThan(l.action.y - l.action.h / 2);
        for (const c of l.options.centres) {
          expect(c.x - l.options.w / 2).toBeGreaterThanOrEqual(0);
          expect(c.x + l.options.w / 2).toBeLessThanOrEqual(size.width);
        }
        expect(l.action.y + l.action.h / 2).toBeLessThanOrEqual(size.height);
        expect(l.visual.y + l.visual.h).toBeLessThanOrEqual(size.height);
      });
    }
  }
});

describe('lesson stage on a 390×844 phone (issue 14 point 16)', () => {
  it('keeps answer buttons 48 CSS px tall in the stage the page leaves under the question', () => {
    // The page gives the stage what is left under the header and the compact card: 366 × 482 CSS px.
    const stage = computeLayout(366, 482);
    expect(stage.portrait).toBe(true);
    const l = lessonLayout(stage, 6, false);
    expect(l.options.h * stage.scale).toBeGreaterThanOrEqual(48);
  });
});

describe('phone feedback under the answers', () => {
  it('offers a gap between the last answer and the action button, and none in landscape', () => {
    for (const [count, sentence] of [
      [6, false],
      [12, false],
      [6, true],
    ] as const) {
      const l = lessonLayout(portrait, count, sentence);
      const below = l.feedback.below!;
      const lastBottom = Math.max(...l.options.centres.map((c) => c.y)) + l.options.h / 2;
      expect(below.y).toBeGreaterThan(lastBottom);
      expect(below.y + below.maxH).toBeLessThan(l.action.y - l.action.h / 2);
    }
    expect(lessonLayout(portrait, 6, false).feedback.below!.maxH).toBeGreaterThanOrEqual(110);
    expect(lessonLayout(landscape, 6, false).feedback.below).toBeUndefined();
  });
});
