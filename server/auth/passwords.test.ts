import { describe, expect, it } from 'vitest';
import { AuthError } from './errors';
import { assertStrongPassword, weakPasswordReasons } from './passwords';

describe('password rules', () => {
  it('needs 8 characters and refuses common passwords', () => {
    expect(weakPasswordReasons('Ab1!xyz')).toEqual(['length']);
    expect(weakPasswordReasons('Password123')).toEqual(['pwned']);
    expect(weakPasswordReasons('Sunny-Maths-42')).toEqual([]);
  });

  it('answers 422 weak_password with the reasons', () => {
    try {
      assertStrongPassword('qwerty123');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AuthError);
      expect((e as AuthError).status).toBe(422);
      expect((e as AuthError).code).toBe('weak_password');
      expect((e as AuthError).extra).toEqual({ weak_password: { reasons: ['pwned'] } });
    }
  });
});
