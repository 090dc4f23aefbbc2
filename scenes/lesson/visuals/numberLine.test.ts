import { describe, expect, it } from 'vitest';
import { getLesson } from '@/content/lessons';
import { numberLineGeometry } from './numberLine';

describe('number line (issue 14 point 17)', () => {
  it('runs on past the answer of a forward line and shows the jumps only after CHECK', () => {
    const before = numberLineGeometry({ step: 3, jumps: 6, direction: 'forward' }, false);
    expect(before.end).toBeGreaterThan(18);
    expect(before.ticks.at(-1)).toBe(before.end);
    expect(before.arcs).toEqual([]);
    expect(before.hopperAt).toBe(0);
    const after = numberLineGeometry({ step: 3, jumps: 6, direction: 'forward' }, true);
    expect(after.end).toBe(before.end);
    expect(after.arcs).toHaveLength(6);
    expect(after.arcs.at(-1)).toEqual([15, 18]);
    expect(after.hopperAt).toBe(18);
  });

  it('keeps a division line from the dividend back to 0 with every jump drawn', () => {
    const back = numberLineGeometry({ step: 5, jumps: 9, direction: 'back' }, false);
    expect(back.end).toBe(45);
    expect(back.arcs).toHaveLength(9);
    expect(back.arcs[0]).toEqual([45, 40]);
  });

  it('labels few enough ticks to read, always the first and the last', () => {
    const g = numberLineGeometry({ step: 10, jumps: 7, direction: 'forward' }, false);
    expect(g.labels[0]).toBe(0);
    expect(g.labels.at(-1)).toBe(g.end);
    expect(g.labels.length).toBeLessThanOrEqual(10);
  });

  it('draws the frog in the frog lesson, and socks and oranges where the words say so', () => {
    const frog = getLesson('multiplication4')!.visualContent;
    expect(frog.kind === 'numberLine' && frog.hopper).toBe('frog');
    const socks = getLesson('timestable2')!.visualContent;
    expect(socks.kind === 'groups' && socks.item).toBe('sock');
    const oranges = getLesson('real-life-1')!.visualContent;
    expect(oranges.kind === 'groups' && oranges.item).toBe('orange');
  });
});
