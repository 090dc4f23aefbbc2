import { describe, expect, it } from 'vitest';
import { loginSchema, passwordsMismatch, signupSchema } from './schemas';

describe('auth form schemas', () => {
  it('requires every sign-up field and a valid email', () => {
    const r = signupSchema.safeParse({ fullName: ' ', email: 'nope', password: '', confirmPassword: '' });
    expect(r.success).toBe(false);
    const fields = r.error?.issues.map((i) => i.path[0]).sort();
    expect(fields).toEqual(['email', 'fullName', 'password']);
  });

  it('leaves an empty confirmation to the mismatch check (the spec toast), not an inline error', () => {
    const values = {
      fullName: 'Ana',
      email: 'ana@example.com',
      password: 'Sunny-Maths-42',
      confirmPassword: '',
    };
    expect(signupSchema.safeParse(values).success).toBe(true);
    expect(passwordsMismatch(values)).toBe(true);
  });

  it('accepts a complete sign-up and trims the name and email', () => {
    const r = signupSchema.parse({
      fullName: '  Ana Lima ',
      email: ' ana@example.com ',
      password: 'x',
      confirmPassword: 'y',
    });
    expect(r).toMatchObject({ fullName: 'Ana Lima', email: 'ana@example.com' });
  });

  it('detects a password mismatch', () => {
    expect(passwordsMismatch({ password: 'abc12345', confirmPassword: 'abc12346' })).toBe(true);
    expect(passwordsMismatch({ password: 'abc12345', confirmPassword: 'abc12345' })).toBe(false);
  });

  it('requires both login fields', () => {
    expect(loginSchema.safeParse({ email: '', password: '' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'p' }).success).toBe(true);
  });
});
