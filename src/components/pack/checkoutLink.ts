/**
 * The Buy link for a signed-in grown-up (issue 36 §1): the Payment Link with Stripe's documented URL
 * parameters `client_reference_id` (the server's sealed reference to the account, never the raw
 * user id) and `prefilled_email`. The /checkout stand-in gets them too (it ignores them), so the
 * same link works before a Payment Link is configured.
 */
export function checkoutLink(
  base: string,
  ref: { reference: string; email: string } | null,
  origin: string,
): string {
  if (!ref) return base;
  const url = new URL(base, origin);
  url.searchParams.set('client_reference_id', ref.reference);
  if (ref.email) url.searchParams.set('prefilled_email', ref.email);
  return url.origin === origin && base.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}
