import { describe, expect, it } from 'vitest';
import { dashboardTabPath } from '@/app/paths';
import { tabFromLocation } from './dashboardTab';

describe('tabFromLocation', () => {
  it('reads each tab back from its own URL', () => {
    for (const tab of ['lessons', 'games', 'worksheets', 'performance', 'profile', 'rocket'] as const) {
      const url = new URL(dashboardTabPath(tab), 'http://x');
      expect(tabFromLocation(url.pathname, url.search)).toBe(tab);
    }
  });

  it('falls back to lessons for unknown tabs', () => {
    expect(tabFromLocation('/app', '?tab=nope')).toBe('lessons');
    expect(tabFromLocation('/app/', '')).toBe('lessons');
  });
});
