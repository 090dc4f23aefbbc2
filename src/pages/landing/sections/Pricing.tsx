import { BuyButton } from '@/components/ui/BuyButton';
import { brand } from '@/components/ui/brand';
import { Mascot } from '@/components/ui/Mascot';
import { SectionTitle } from './SectionTitle';

const included = [
  '15+ visual games and activities',
  'Multiplication, division and factor lessons',
  'Read-aloud explanations with Pip',
  '9 printable PDF worksheets',
  'A progress page for parents and teachers',
  `Made for children aged ${brand.ages}`,
];

/** Landing section: the single $9 one-time offer. */
export default function Pricing() {
  return (
    <section aria-labelledby="pricing-title" className="mx-auto w-full max-w-6xl px-5 py-16">
      <SectionTitle id="pricing-title" title="One pack. One simple price." />
      <div className="relative mx-auto mt-16 max-w-lg rounded-blob border-4 border-primary bg-white p-8 text-center shadow-[0_12px_0_#ece7ff] sm:p-10">
        <Mascot pose="cheering" size={96} className="absolute -top-14 left-1/2 -translate-x-1/2" />
        <h3 className="mt-6 font-display text-2xl font-semibold text-ink">{brand.pack}</h3>
        <p className="mt-3">
          <span className="font-display text-6xl font-bold text-primary">{brand.price}</span>
          <span className="ml-2 text-lg font-semibold text-ink-soft">{brand.priceDetail}</span>
        </p>
        <ul className="mx-auto mt-6 max-w-xs space-y-3 text-left">
          {included.map((item) => (
            <li key={item} className="flex items-start gap-3 text-ink">
              <span
                aria-hidden="true"
                className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-buy text-sm font-bold text-white"
              >
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
        <BuyButton className="mt-8 w-full" />
        <p className="mt-4 text-sm text-ink-soft">
          Pay once, keep it. Nothing is sold to your child inside the games. Checkout opens in a new tab.
        </p>
      </div>
    </section>
  );
}
