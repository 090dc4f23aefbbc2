import { Trans, useLingui } from '@lingui/react/macro';
import { offer } from './price';

/** The small line under a buy button: "$9 one-time payment · for ages 6–10". */
export function OfferLine() {
  const { i18n } = useLingui();
  const price = i18n._(offer.price);
  const terms = i18n._(offer.terms);
  const ages = i18n._(offer.ages);
  return (
    <p className="text-sm font-semibold text-ink-soft">
      <Trans>
        {price} {terms} · for ages {ages}
      </Trans>
    </p>
  );
}
