import { describe, expect, it } from 'vitest';
import { planSwitchNotice } from './planSwitch';

describe('planSwitchNotice', () => {
  it('says nothing when the students fit the plan', () => {
    expect(planSwitchNotice('parents', ['Mia'])).toBeNull();
    expect(planSwitchNotice('parents', [])).toBeNull();
    expect(planSwitchNotice('teachers', ['Mia', 'Leo', 'Ana'])).toBeNull();
  });

  it('explains what happens to the extra profiles on the Parents plan, and why', () => {
    const text = planSwitchNotice('parents', ['Mia', 'Leo', 'Ana']);
    expect(text).toContain('The Parents plan includes 1 student profile, and you have 3 (Mia, Leo and Ana).');
    expect(text).toContain('Nothing is deleted');
    expect(text).toContain('One child plays at a time');
    expect(text).toContain('switch back to Teachers');
  });
});
