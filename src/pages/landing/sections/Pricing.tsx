import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BuyButton } from '@/components/sales/BuyButton';
import { offer } from '@/components/sales/price';
import { brand } from '@/components/ui/brand';
import { Mascot } from '@/components/ui/Mascot';
import { SectionTitle } from './SectionTitle';

/** The `{ages}` placeholder's name; its value ("6–10", "6 a 10") is given at render, in the page's language. */
const ages = '';
const included = [
  msg`15+ visual games and activities`,
  msg`Multiplication, division and factor lessons`,
  msg`Read-aloud explanations with Pip`,
  msg`9 printable PDF worksheets`,
  msg`A progress page for parents and teachers`,
  msg`Made for children aged ${ages}`,
];

/** Landing section: the single $9 one-time offer. */
export default function Pricing() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="pricing-title" className="mx-auto w-full max-w-6xl px-5 py-16">
      <SectionTitle id="pricing-title" title={t`One pack. One simple price.`} />
      <div className="relative mx-auto mt-16 max-w-lg rounded-blob border-4 border-primary bg-white p-8 text-center shadow-[0_12px_0_#ece7ff] sm:p-10">
        <Mascot pose="cheering" size={96} className="absolute -top-14 left-1/2 -translate-x-1/2" />
        <h3 className="mt-6 font-display text-2xl font-semibold text-ink">{brand.pack}</h3>
        <p className="mt-3">
          <span className="font-display text-6xl font-bold text-primary">{i18n._(offer.price)}</span>
          <span className="ml-2 text-lg font-semibold text-ink-soft">{i18n._(offer.terms)}</span>
        </p>
        <ul className="mx-auto mt-6 max-w-xs space-y-3 text-left">
          {included.map((item) => (
            <li key={item.id} className="flex items-start gap-3 text-ink">
              <span
                aria-hidden="true"
                className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-buy text-sm font-bold text-white"
              >
                ✓
              </span>
              {i18n._(item.id, { ages: i18n._(offer.ages) })}
            </li>
          ))}
        </ul>
        <BuyButton className="mt-8 w-full" />
        <p className="mt-4 text-sm text-ink-soft">
          <Trans>
            Pay once, keep it. Nothing is sold to your child inside the games. Checkout opens in a new tab.
          </Trans>
        </p>
      </div>
    </section>
  );
}
