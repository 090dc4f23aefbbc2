import { describe, expect, it } from 'vitest';
import { workerCount } from '../config';
import { periodStart } from './claim';

describe('periodStart', () => {
  it('gives every process the same boundaries', () => {
    const at = new Date('2026-11-26T10:42:17.500Z');
    expect(periodStart(at, 3600).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(periodStart(at, 1).toISOString()).toBe('2026-11-26T10:42:17.000Z');
    // Weekly, moved from the epoch's Thursday to Monday 00:00 UTC.
    expect(periodStart(at, 7 * 86400, 4 * 86400).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('workerCount (WORKERS)', () => {
  it('reads a number, auto as one per core, and refuses anything else', () => {
    expect(workerCount(undefined, 4)).toBe(1);
    expect(workerCount('', 4)).toBe(1);
    expect(workerCount('3', 4)).toBe(3);
    expect(workerCount('auto', 4)).toBe(4);
    for (const bad of ['0', '-1', '1.5', 'two', '99999']) expect(workerCount(bad, 4)).toBe(0);
  });
});
