import type { Session } from '@supabase/supabase-js';

/** Authenticator assurance levels: password only (aal1), password and authenticator code (aal2). */
export type Aal = 'aal1' | 'aal2';

/** The session's level (its token's `aal` claim) and the level the account can reach. */
export interface SessionAssurance {
  current: Aal | null;
  next: Aal;
}

/** The `aal` claim of an access token, read without verifying it (the server verifies every call). */
function tokenAal(accessToken: string): Aal | null {
  try {
    const part = accessToken.split('.')[1] ?? '';
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const aal: unknown = (JSON.parse(json) as { aal?: unknown }).aal;
    return aal === 'aal1' || aal === 'aal2' ? aal : null;
  } catch {
    return null;
  }
}

/**
 * What supabase-js's mfa.getAuthenticatorAssuranceLevel() answers, from the session alone (so the
 * route guard needs neither the auth client nor the network): the current level from the token, and
 * aal2 as the next level as soon as the user has a verified factor.
 */
export function sessionAssurance(session: Session): SessionAssurance {
  const verified = (session.user.factors ?? []).some((f) => f.status === 'verified');
  return { current: tokenAal(session.access_token), next: verified ? 'aal2' : 'aal1' };
}

/** True when the account has two-factor on but this session has not given the code yet. */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  const { current, next } = sessionAssurance(session);
  return next === 'aal2' && current !== 'aal2';
}
