import { env } from '@/lib/env';
import { brand } from './brand';

/**
 * The green buy button: opens the checkout (VITE_CHECKOUT_URL, or the local test stand-in) in a new
 * tab, as the spec asks. It is a link styled as a button because it navigates.
 */
export function BuyButton({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <a
      href={env.checkoutUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-14 items-center justify-center gap-2 rounded-full bg-buy px-8 text-center font-display text-xl font-semibold text-white shadow-[0_6px_0_#14532d] transition hover:bg-buy-hover active:translate-y-1 active:shadow-[0_2px_0_#14532d] ${className}`}
    >
      {label ?? `Get the Fun Pack — ${brand.price}`}
      <span className="sr-only"> (opens checkout in a new tab)</span>
    </a>
  );
}
