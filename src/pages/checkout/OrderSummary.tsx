import { Trans } from '@lingui/react/macro';

import { brand } from '@/components/ui/brand';
import { Mascot } from '@/components/ui/Mascot';

/** The order being bought: the single $9 pack. */
export function OrderSummary() {
  return (
    <section aria-labelledby="order-title" className="rounded-blob bg-white p-6 shadow-sm sm:p-8">
      <h2 id="order-title" className="font-display text-2xl font-semibold text-ink">
        <Trans>Order summary</Trans>
      </h2>
      <div className="mt-5 flex items-center gap-4">
        <span className="grid size-20 shrink-0 place-items-center rounded-2xl bg-primary-soft">
          <Mascot pose="happy" size={64} />
        </span>
        <div className="flex-1">
          <p className="font-display text-xl font-semibold text-ink">{brand.pack}</p>
          <p className="text-ink-soft">
            <Trans>15+ games and activities · ages {brand.ages}</Trans>
          </p>
        </div>
        <p className="font-display text-xl font-semibold text-ink">$9.00</p>
      </div>
      <dl className="mt-6 space-y-2 border-t border-[#e7e2f5] pt-4 text-ink-soft">
        <div className="flex justify-between">
          <dt>
            <Trans>Billing</Trans>
          </dt>
          <dd>
            <Trans>One-time</Trans>
          </dd>
        </div>
        <div className="flex justify-between font-display text-xl font-semibold text-ink">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>$9.00</dd>
        </div>
      </dl>
    </section>
  );
}
