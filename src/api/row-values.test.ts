import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { planOf, resultKindOf, toProfile } from './row-values';

describe('narrowing the values the check constraints allow', () => {
  it('keeps the known plans and activity kinds', () => {
    expect(planOf('parents')).toBe('parents');
    expect(planOf('teachers')).toBe('teachers');
    expect(resultKindOf('lesson')).toBe('lesson');
    expect(resultKindOf('game')).toBe('game');
  });

  it('fails loudly on a value the schema does not allow', () => {
    expect(() => planOf('admins')).toThrow(ApiError);
    expect(() => planOf('')).toThrow('Unknown subscription plan ""');
    expect(() => resultKindOf('quiz')).toThrow('Unknown activity kind "quiz"');
  });

  it('narrows a profiles row without changing its other fields', () => {
    const row = {
      user_id: 'u1',
      full_name: 'Ana',
      grade: null,
      favorite_subject: null,
      subscription_plan: 'teachers',
      created_at: '2026-11-24T00:00:00Z',
      weekly_email: false,
      weekly_email_since: null,
      locale: null,
    };
    expect(toProfile(row)).toEqual(row);
    expect(() => toProfile({ ...row, subscription_plan: 'pro' })).toThrow(ApiError);
  });
});
