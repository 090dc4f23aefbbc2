import { Trans, useLingui } from '@lingui/react/macro';
import { BuyButton } from '@/components/sales/BuyButton';
import { OfferLine } from '@/components/sales/OfferLine';
import { offer } from '@/components/sales/price';
import { brand } from '@/components/ui/brand';
import { HeroArt } from './HeroArt';

/** Landing hero: headline, sub-line, the green buy button and a real screenshot. */
export function Hero() {
  const { i18n } = useLingui();
  const { pack } = brand;
  const ages = i18n._(offer.ages);
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid max-w-6xl items-center gap-8 px-5 pt-6 pb-14 md:grid-cols-[1.1fr_1fr] md:pt-12"
    >
      <div>
        <p className="mb-4 inline-block rounded-full bg-sun/30 px-4 py-1.5 text-sm font-bold text-[#7c2d12]">
          <Trans>Maths games for kids aged {ages}</Trans>
        </p>
        <h1
          id="hero-title"
          className="font-display text-4xl leading-tight font-bold text-ink sm:text-5xl lg:text-6xl"
        >
          <Trans>
            Multiplication and division that feel like <span className="text-primary">play</span>
          </Trans>
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl">
          <Trans>
            The {pack} turns times tables, sharing and factors into 15+ bright, visual games and activities.
            Your child learns while playing — and gains the confidence to say “I can do this!”
          </Trans>
        </p>
        <div className="mt-8 flex flex-col items-start gap-3">
          <BuyButton />
          <OfferLine />
        </div>
      </div>
      <div className="flex justify-center">
        <HeroArt />
      </div>
    </section>
  );
}
