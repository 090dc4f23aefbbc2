import { getSupabase } from '@/lib/supabase';
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
  const supabase = await getSupabase();
  const data = check(await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'MathPop' }));
  return {
    id: data.id,
    qrCode: safeImageUrl(data.totp.qr_code),
    secret: data.totp.secret,
    uri: data.totp.uri,
  };
}

/**
 * GoTrue sends the QR code as SVG markup and supabase-js prefixes `data:image/svg+xml;utf-8,`
 * without escaping it; a `#` in the markup (colours) would end the URL early and the image would
 * not load. Strip every such prefix (a server that adds its own gives two) and encode the markup.
 */
export function safeImageUrl(qrCode: string): string {
  const markup = qrCode.replace(/^(?:data:image\/svg\+xml;(?:charset=)?utf-8,)+/i, '');
  return markup.startsWith('<') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` : qrCode;
}
