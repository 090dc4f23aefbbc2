import { describe, expect, it } from 'vitest';
import { gradeLevel, isYoung, median, thresholdMs } from './threshold';

describe('threshold', () => {
  it('reads grades as stored in free text', () => {
    expect(gradeLevel('3')).toBe(3);
    expect(gradeLevel('Grade 2')).toBe(2);
    expect(gradeLevel('1st')).toBe(1);
    expect(gradeLevel('K')).toBe(0);
    expect(gradeLevel('Kindergarten')).toBe(0);
    expect(gradeLevel('')).toBeNull();
    expect(gradeLevel(null)).toBeNull();
    expect(gradeLevel('unknown')).toBeNull();
  });

  it('treats grade ≤ 1 (ages 6–7) as young, an unknown grade as not', () => {
    expect([isYoung('K'), isYoung('1'), isYoung(2), isYoung(null)]).toEqual([true, true, false, false]);
  });

  it('is about 3 s with no warm-up, one second more for ages 6–7', () => {
    expect(thresholdMs('3', [])).toBe(3000);
    expect(thresholdMs(null, [])).toBe(3000);
    expect(thresholdMs('1', [])).toBe(4000);
  });

  it('adds the median of the warm-up taps instead of the default typing time', () => {
    expect(thresholdMs('3', [1800, 1700, 5000, 1900, 1600])).toBe(3800);
    expect(thresholdMs('3', [500, 600, 700])).toBe(2600);
  });

  it('counts only the 10 newest taps and clamps the typing time to 0.3–3 s', () => {
    const newest = Array(10).fill(600);
    expect(thresholdMs('3', [...newest, ...Array(20).fill(2500)])).toBe(2600);
    expect(thresholdMs('3', [50, 60, 70])).toBe(2300);
    expect(thresholdMs('3', [9000, 9000])).toBe(5000);
  });

  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
