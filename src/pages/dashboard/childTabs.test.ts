import { describe, expect, it } from 'vitest';
import { visibleTab } from './childTabs';

describe('visibleTab', () => {
  it('keeps every tab for grown-ups and only Lessons and Games for a child session', () => {
    expect(visibleTab('profile', false)).toBe('profile');
    expect(visibleTab('games', true)).toBe('games');
    for (const tab of ['profile', 'performance', 'worksheets'] as const)
      expect(visibleTab(tab, true)).toBe('lessons');
  });
});
