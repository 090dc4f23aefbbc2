// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-my-data';

describe('download file name', () => {
  it('is mathpop-data-YYYY-MM-DD.json on the local date, zero-padded', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('mathpop-data-2026-01-05.json');
    expect(exportFileName(new Date(2026, 10, 24, 0, 1))).toBe('mathpop-data-2026-11-24.json');
  });
});
