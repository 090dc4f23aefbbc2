import { supabase } from '@/lib/supabase';
import { check } from './errors';

/** A TOTP factor being enrolled: its id, the server's QR code image and the manual key. */
export interface TotpEnrollment {
  id: string;
  qrCode: string;
  secret: string;
  uri: string;
}

/** Starts enrolling an authenticator app (spec §7 "Multi-factor enrol", type totp). */
export async function mfaEnroll(friendlyName: string): Promise<TotpEnrollment> {
  const data = check(await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'MathPop' }));
  return { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri };
}
