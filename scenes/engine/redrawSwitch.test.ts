import { describe, expect, it } from 'vitest';
import { DIRTY_REGIONS_DEFAULT, resolveDirtyRegions } from './redrawSwitch';

describe('dirty-region switch', () => {
  it('follows the build value when the browser has no override', () => {
    expect(resolveDirtyRegions('on', null)).toBe(true);
    expect(resolveDirtyRegions('off', null)).toBe(false);
    expect(resolveDirtyRegions(' OFF ', null)).toBe(false);
  });

  it('lets the browser override the build either way', () => {
    expect(resolveDirtyRegions('on', 'off')).toBe(false);
    expect(resolveDirtyRegions('off', 'on')).toBe(true);
  });

  it('falls back to the default for unset or unknown values', () => {
    expect(resolveDirtyRegions(undefined, null)).toBe(DIRTY_REGIONS_DEFAULT);
    expect(resolveDirtyRegions('maybe', 'yes')).toBe(DIRTY_REGIONS_DEFAULT);
    expect(resolveDirtyRegions('off', 'junk')).toBe(false);
  });
});
