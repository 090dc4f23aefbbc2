import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { needsSecondFactor, sessionAssurance } from './assurance';

const b64url = (o: unknown) =>
  btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${b64url({ alg: 'ES256' })}.${b64url(claims)}.sig`;

function session(aal: string | undefined, factors: { status: 'verified' | 'unverified' }[]): Session {
  return {
    access_token: token({ sub: 'u1', aal, name: 'Zoë ~~~ ???' }),
    user: { id: 'u1', factors },
  } as unknown as Session;
}

describe('session assurance', () => {
  it('a password-only session of a user with a verified factor must give the code', () => {
    const s = session('aal1', [{ status: 'verified' }]);
    expect(sessionAssurance(s)).toEqual({ current: 'aal1', next: 'aal2' });
    expect(needsSecondFactor(s)).toBe(true);
  });

  it('an aal2 session, or a user without a verified factor, goes straight in', () => {
    expect(needsSecondFactor(session('aal2', [{ status: 'verified' }]))).toBe(false);
    expect(needsSecondFactor(session('aal1', []))).toBe(false);
    expect(needsSecondFactor(session('aal1', [{ status: 'unverified' }]))).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
  });

  it('a token without a readable level counts as not verified', () => {
    expect(needsSecondFactor(session(undefined, [{ status: 'verified' }]))).toBe(true);
    const broken = { access_token: 'not-a-jwt', user: { factors: [{ status: 'verified' }] } };
    expect(needsSecondFactor(broken as unknown as Session)).toBe(true);
  });
});
