import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The checkout's `client_reference_id` (issue 36 §1): a short-lived reference to the signed-in
 * account, sealed with AES-256-GCM (authenticated, so it is signed and never shows the raw user id)
 * under a key derived from STRIPE_WEBHOOK_SECRET, so every server process reads what another made.
 * Stripe allows up to 200 letters, digits, dashes and underscores: `mp1_` + base64url (64 chars).
 * A new webhook secret makes older references unreadable; such a purchase still attaches by the
 * buyer's confirmed email or by /welcome's claim.
 */
const prefix = 'mp1_';
/** How long a reference is good for: a Stripe checkout session lives at most 24 hours. */
export const referenceSeconds = 24 * 60 * 60;

/** What a reference names: the account, and the language the buyer used (for the mail). */
export interface CheckoutReference {
  userId: string;
  locale: 'en' | 'pt-BR';
}

const keyFrom = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'mathpop', 'checkout-reference v1', 32));

/** A reference for `userId`, good until `now` + 24 hours. */
export function makeReference(secret: string, ref: CheckoutReference, now = Date.now()): string {
  const id = Buffer.from(ref.userId.replace(/-/g, ''), 'hex');
  if (id.length !== 16) throw new Error('not a user id');
  const body = Buffer.alloc(21);
  id.copy(body, 0);
  body.writeUInt32BE(Math.floor(now / 1000) + referenceSeconds, 16);
  body.writeUInt8(ref.locale === 'pt-BR' ? 1 : 0, 20);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(body), cipher.final()]);
  return prefix + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The account a reference names, if it is one of ours and was still good at `at` (the moment the
 * checkout completed, in ms); null otherwise (forged, altered, expired, or another secret's).
 */
export function readReference(secret: string, value: unknown, at: number): CheckoutReference | null {
  if (typeof value !== 'string' || !value.startsWith(prefix) || value.length > 200) return null;
  const raw = Buffer.from(value.slice(prefix.length), 'base64url');
  if (raw.length !== 12 + 21 + 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(33));
    const body = Buffer.concat([decipher.update(raw.subarray(12, 33)), decipher.final()]);
    const expires = body.readUInt32BE(16) * 1000;
    if (at > expires || at < expires - referenceSeconds * 1000 - 5 * 60_000) return null;
    const hex = body.subarray(0, 16).toString('hex');
    const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return { userId, locale: body.readUInt8(20) === 1 ? 'pt-BR' : 'en' };
  } catch {
    return null;
  }
}
