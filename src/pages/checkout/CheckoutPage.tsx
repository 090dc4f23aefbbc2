import { Trans, useLingui } from '@lingui/react/macro';

import { useEffect, useRef, useState } from 'react';
import { paths } from '@/app/paths';
import { brand } from '@/components/ui/brand';
import { Logo } from '@/components/ui/Logo';
import { Mascot } from '@/components/ui/Mascot';
import { OrderSummary } from './OrderSummary';
import { TestCardForm } from './TestCardForm';

/**
 * `/checkout`: the local stand-in for the hosted card checkout, used when CHECKOUT_URL is unset so
 * the buy flow works out of the box. It is labelled as a test everywhere and never takes a payment.
 */
export default function CheckoutPage() {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  // Move focus to the confirmation so keyboard and screen-reader users hear the new state.
  useEffect(() => {
    if (done) thanksRef.current?.focus();
  }, [done]);
  return (
    <div className="min-h-dvh bg-cloud">
      <div role="note" className="bg-sun px-5 py-2.5 text-center font-bold text-ink">
        <Trans>TEST CHECKOUT — a stand-in for the real payment page. No payment is taken.</Trans>
      </div>
      <header className="mx-auto flex max-w-5xl items-center justify-between px-5 py-5">
        <a href={paths.home} aria-label={t`MathPop home`} className="rounded-full">
          <Logo />
        </a>
        <span className="rounded-full bg-white px-4 py-1.5 text-sm font-bold text-ink-soft">
          <Trans>Test mode</Trans>
        </span>
      </header>
      <main className="mx-auto max-w-5xl px-5 pb-16">
        {done ? (
          <section
            aria-labelledby="thanks-title"
            className="mx-auto max-w-lg rounded-blob bg-white p-8 text-center shadow-sm"
          >
            <Mascot pose="cheering" size={120} className="mx-auto" />
            <h1
              id="thanks-title"
              ref={thanksRef}
              tabIndex={-1}
              className="mt-4 outline-none font-display text-3xl font-bold text-ink"
            >
              <Trans>Thank you — test purchase complete!</Trans>
            </h1>
            <p className="mt-3 leading-relaxed text-ink-soft">
              <Trans>
                This was a test: no card was charged and nothing was sent. With a real checkout connected,
                this is where the {brand.pack} would be confirmed.
              </Trans>
            </p>
            <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
              <a
                href={paths.signup}
                className="inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-bold text-white hover:bg-primary-dark"
              >
                <Trans>Create your account</Trans>
              </a>
              <a
                href={paths.home}
                className="inline-flex min-h-12 items-center rounded-full px-6 font-bold text-primary underline underline-offset-4"
              >
                <Trans>Back to MathPop</Trans>
              </a>
            </div>
          </section>
        ) : (
          <>
            <h1 className="font-display text-3xl font-bold text-ink sm:text-4xl">
              <Trans>Test checkout</Trans>
            </h1>
            <p className="mt-2 max-w-2xl leading-relaxed text-ink-soft">
              <Trans>
                The real shop sends you to a hosted card payment page. This stand-in shows the same order so
                the flow can be tried; whatever you type stays in this browser tab.
              </Trans>
            </p>
            <div className="mt-8 grid items-start gap-6 md:grid-cols-[1fr_1.2fr]">
              <OrderSummary />
              <TestCardForm onComplete={() => setDone(true)} />
            </div>
          </>
        )}
      </main>
    </div>
  );
}
