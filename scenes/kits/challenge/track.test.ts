import { describe, expect, it } from 'vitest';
import { QUICK_MS, startTrack, trackAnswer } from './track';

describe('level track', () => {
  it('goes up after three quick right answers in a row, down after two misses', () => {
    let t = startTrack({ level: 1, levels: 3 });
    t = trackAnswer(t, true, 1000);
    t = trackAnswer(t, true, 1000);
    expect(t.level).toBe(1);
    t = trackAnswer(t, true, 1000);
    expect(t.level).toBe(2);
    t = trackAnswer(t, false, 1000);
    expect(t.level).toBe(2);
    t = trackAnswer(t, false, 1000);
    expect(t.level).toBe(1);
  });

  it('a slow right answer breaks the quick run; the level stays within the range', () => {
    let t = startTrack({ level: 3, levels: 3 });
    t = trackAnswer(t, true, 1000);
    t = trackAnswer(t, true, QUICK_MS + 1);
    expect(t.quick).toBe(0);
    for (let i = 0; i < 3; i++) t = trackAnswer(t, true, 10);
    expect(t.level).toBe(3);
    t = startTrack({ level: 1, levels: 3 });
    t = trackAnswer(trackAnswer(t, false, 1), false, 1);
    expect(t.level).toBe(1);
  });
});
