import { describe, expect, it } from 'vitest';
import { toFocusTables } from './get-focus';

describe('toFocusTables', () => {
  it('keeps a valid answer, sorting the tables', () => {
    expect(toFocusTables({ tables: [4, 3], division: true, scope: 'class' })).toEqual({
      tables: [3, 4],
      division: true,
      scope: 'class',
    });
  });

  it('answers null for nothing or for anything malformed', () => {
    expect(toFocusTables(null)).toBeNull();
    expect(toFocusTables({ tables: [0], division: false, scope: 'class' })).toBeNull();
    expect(toFocusTables({ tables: ['3'], division: false, scope: 'student' })).toBeNull();
    expect(toFocusTables({ tables: [3], division: false, scope: 'school' })).toBeNull();
  });
});
