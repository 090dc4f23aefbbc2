import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/** A purchase as my_pack() shows it. */
export interface PackPurchase {
  state: 'pending' | 'paid' | 'failed' | 'refunded' | 'disputed';
  amount: number | null;
  currency: string | null;
  paid_at: string | null;
}

/**
 * What the server says about the Fun Pack for the caller (issue 36 §3): whether payments are on at
 * all, whether the account has the pack (always with payments off, or an account older than the
 * shop: `early`), since when, and its latest purchase.
 */
export interface PackInfo {
  payments: boolean;
  has_pack: boolean;
  early: boolean;
  since: string | null;
  purchase: PackPurchase | null;
}

/** Reads the caller's pack: `rpc('my_pack')` (a child session reads its teacher's or parent's). */
export async function getMyPack(): Promise<PackInfo> {
  const supabase = await getSupabase();
  return check(await supabase.rpc('my_pack')) as unknown as PackInfo;
}

/**
 * /welcome's claim: attaches a paid checkout session to the signed-in grown-up's account. `claimed`
 * is false while the session is not (yet) a paid one this account may take.
 */
export async function claimPurchase(sessionId: string): Promise<PackInfo & { claimed: boolean }> {
  const supabase = await getSupabase();
  const answer = check(await supabase.rpc('claim_purchase', { p_session_id: sessionId }));
  return answer as unknown as PackInfo & { claimed: boolean };
}

/**
 * The sealed `client_reference_id` for the checkout link and the grown-up's email
 * (POST /payments/checkout-reference with their token); null when payments are off or it fails.
 */
export async function getCheckoutReference(
  locale: string,
): Promise<{ reference: string; email: string } | null> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) return null;
  const base = (import.meta.env.VITE_SUPABASE_URL as string | undefined) || window.location.origin;
  try {
    const res = await fetch(`${base.replace(/\/+$/, '')}/payments/checkout-reference`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale }),
    });
    return res.ok ? ((await res.json()) as { reference: string; email: string }) : null;
  } catch {
    return null;
  }
}
