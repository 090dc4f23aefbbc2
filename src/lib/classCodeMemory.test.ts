// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { recallClassCode, rememberClassCode, wantsRoster } from './classCodeMemory';

describe('class code memory', () => {
  it('keeps the last class code in this tab', () => {
    expect(recallClassCode()).toBe('');
    rememberClassCode('ABC234');
    expect(recallClassCode()).toBe('ABC234');
    expect(sessionStorage.getItem('mathpop.classCode')).toBe('ABC234');
  });

  it('reads a roster request only from the state Switch player sends', () => {
    expect(wantsRoster({ roster: true })).toBe(true);
    expect(wantsRoster({ roster: 'yes' })).toBe(false);
    expect(wantsRoster(null)).toBe(false);
    expect(wantsRoster(undefined)).toBe(false);
  });
});
