import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { getCheckoutReference } from '@/api/my-pack';
import { currentLocale } from '@/i18n/i18n';
import { env } from '@/lib/env';
import { checkoutLink } from './checkoutLink';

/**
 * The grown-up's Buy button in the app: the Payment Link in a new tab, carrying the account's
 * sealed reference and email (fetched when the button shows, so the click itself opens the tab and
 * no pop-up blocker stops it). Never shown in kid mode (PackAction asks for a grown-up instead).
 */
export function PackBuyLink({ className = '' }: { className?: string }) {
  const [ref, setRef] = useState<{ reference: string; email: string } | null>(null);
  useEffect(() => {
    let live = true;
    getCheckoutReference(currentLocale()).then((r) => live && setRef(r));
    return () => {
      live = false;
    };
  }, []);
  return (
    <a
      href={checkoutLink(env.checkoutUrl, ref, window.location.origin)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="pack-buy"
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-buy px-5 text-center font-display text-lg font-bold text-white shadow-[0_4px_0_#14532d] hover:bg-buy-hover active:translate-y-0.5 ${className}`}
    >
      <Trans>Buy the Fun Pack — $9</Trans>
      <span className="sr-only">
        <Trans>(opens checkout in a new tab)</Trans>
      </span>
    </a>
  );
}
