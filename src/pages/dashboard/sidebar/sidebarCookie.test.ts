import { describe, expect, it } from 'vitest';
import { readSidebarOpen, sidebarCookie } from './sidebarCookie';

describe('sidebar cookie', () => {
  it('is open by default and reads a stored state', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarOpen('sidebar_state=true')).toBe(true);
  });

  it('writes a 7-day cookie', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });
});
