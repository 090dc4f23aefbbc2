import { useLingui } from '@lingui/react/macro';
import { env } from '@/lib/env';
import { offer } from './price';

/**
 * The green buy button: opens the checkout (CHECKOUT_URL, a Stripe Payment Link, or the local test stand-in) in a new
 * tab, as the spec asks. It is a link styled as a button because it navigates.
 */
export function BuyButton({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  const price = i18n._(offer.price);
  return (
    <a
      href={env.checkoutUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-14 items-center justify-center gap-2 rounded-full bg-buy px-8 text-center font-display text-xl font-semibold text-white shadow-[0_6px_0_#14532d] transition hover:bg-buy-hover active:translate-y-1 active:shadow-[0_2px_0_#14532d] ${className}`}
    >
      {t`Get the Fun Pack — ${price}`}
      <span className="sr-only">{t`(opens checkout in a new tab)`}</span>
    </a>
  );
}
