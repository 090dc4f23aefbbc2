import { describe, expect, it } from 'vitest';
import { planLimitOf } from './errors';

describe('plan-limit error mapping', () => {
  it('reads the trigger’s message (server/README.md)', () => {
    expect(planLimitOf({ code: 'P0001', message: 'plan_limit_parents', hint: 'Parents plan…' })).toBe(
      'parents',
    );
    expect(planLimitOf({ code: 'P0001', message: 'plan_limit_teachers' })).toBe('teachers');
    expect(planLimitOf({ code: '23514', message: 'new row violates check constraint' })).toBeUndefined();
  });
});
