import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/** The account's verified authenticator factor, if two-factor is on. */
export async function verifiedTotpFactor(): Promise<string | undefined> {
  const supabase = await getSupabase();
  const data = check(await supabase.auth.mfa.listFactors());
  return data.totp.find((f) => f.status === 'verified')?.id;
}

/**
 * Asks to move the account to a new email (auth `PUT /user`): proven by the current password and,
 * with two-factor on, a fresh code (challenge + verify first). The change waits for the link mailed to
 * the new address; resolves to that pending address.
 */
export async function changeEmail(email: string, currentPassword: string, code?: string): Promise<string> {
  const supabase = await getSupabase();
  const factorId = code ? await verifiedTotpFactor() : undefined;
  if (factorId && code) check(await supabase.auth.mfa.challengeAndVerify({ factorId, code }));
  const data = check(await supabase.auth.updateUser({ email, current_password: currentPassword }));
  return data.user?.new_email ?? email;
}
