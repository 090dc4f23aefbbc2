import type { EmailOtpType } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/** Asks for a password-recovery mail (auth `POST /recover`); the link opens /auth/reset. */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.auth.resetPasswordForEmail(email, { redirectTo }));
}

// One verification per token: React's development double effects must not spend a one-time link twice.
const pending = new Map<string, Promise<void>>();

/**
 * Spends a mailed one-time token (auth `POST /verify`): signs in; a recovery token makes supabase-js
 * emit PASSWORD_RECOVERY. Rejects with an ApiError when the link is invalid, used or expired.
 */
export function verifyEmailLink(tokenHash: string, type: EmailOtpType): Promise<void> {
  let p = pending.get(tokenHash);
  if (!p) {
    p = getSupabase()
      .then((supabase) => supabase.auth.verifyOtp({ token_hash: tokenHash, type }))
      .then((r) => {
        check(r);
      });
    pending.set(tokenHash, p);
  }
  return p;
}

/** Sets the new password of a recovery session (auth `PUT /user`; other sessions end). */
export async function setRecoveredPassword(password: string): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.auth.updateUser({ password }));
}

/** Mails a fresh sign-up confirmation link (auth `POST /resend`). */
export async function resendConfirmation(email: string): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.auth.resend({ type: 'signup', email }));
}
