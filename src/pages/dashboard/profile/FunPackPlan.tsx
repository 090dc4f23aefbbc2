import { Trans } from '@lingui/react/macro';
import type { PackInfo } from '@/api/my-pack';
import { PackBuyLink } from '@/components/pack/PackBuyLink';
import { currentLocale } from '@/i18n/i18n';
import { usePack } from '@/state/pack';

/** "28 Nov 2026" / "28 de nov. de 2026". */
function dayOf(iso: string): string {
  const lang = currentLocale() === 'pt-BR' ? 'pt-BR' : 'en-GB';
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** "$9.00" / "US$ 9,00" (amounts come in the currency's cents). */
function priceOf(amount: number | null, currency: string | null): string {
  if (amount === null || !currency) return '';
  const lang = currentLocale() === 'pt-BR' ? 'pt-BR' : 'en-US';
  return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

function Line({ pack }: { pack: PackInfo }) {
  const p = pack.purchase;
  if (pack.has_pack && p?.state === 'paid' && p.paid_at) {
    const day = dayOf(p.paid_at);
    const price = priceOf(p.amount, p.currency);
    return (
      <Trans>
        Fun Pack: bought on {day} ({price})
      </Trans>
    );
  }
  if (pack.early) return <Trans>Fun Pack: included, your account is older than the shop</Trans>;
  if (p?.state === 'disputed')
    return <Trans>Fun Pack: on hold while your bank looks into a dispute about the payment</Trans>;
  if (p?.state === 'pending')
    return <Trans>Fun Pack: waiting for the payment (Pix and bank payments can take a while)</Trans>;
  if (p?.state === 'refunded') return <Trans>Fun Pack: refunded</Trans>;
  return <Trans>Fun Pack: not bought yet</Trans>;
}

/** Profile → Plan's Fun Pack line (issue 36 §4), with Buy when the account does not have it; only with payments on. */
export function FunPackPlan() {
  const pack = usePack();
  if (!pack?.payments) return null;
  return (
    <div data-testid="fun-pack-plan" className="mb-4 flex flex-col gap-3 rounded-2xl bg-cloud p-4">
      <p className="font-display text-lg font-bold text-ink">
        <span aria-hidden="true">🎁 </span>
        <Line pack={pack} />
      </p>
      {!pack.has_pack && buyable(pack) && <PackBuyLink className="self-start" />}
    </div>
  );
}

/** Whether Buy is offered: not while a payment is pending or held. */
const buyable = (pack: PackInfo) => pack.purchase?.state !== 'pending' && pack.purchase?.state !== 'disputed';
