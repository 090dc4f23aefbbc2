import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/app/paths';
import { BuyButton } from '@/components/sales/BuyButton';
import { OfferLine } from '@/components/sales/OfferLine';
import { offer } from '@/components/sales/price';
import { brand } from '@/components/ui/brand';
import { Logo } from '@/components/ui/Logo';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';
import { VideoArea } from './VideoArea';

/** Second sales page `/vsl` (video sales letter). Pre-rendered at build time. */
export default function VslPage() {
  const { t, i18n } = useLingui();
  const ages = i18n._(offer.ages);
  return (
    <div className="flex min-h-dvh flex-col bg-paper bg-[radial-gradient(circle_at_50%_0%,#ece7ff_0,transparent_60%)] bg-[length:100%_900px] bg-no-repeat">
      <header className="mx-auto flex w-full max-w-5xl justify-center px-5 py-5">
        <a href={paths.home} aria-label={t`MathPop home`} className="rounded-full">
          <Logo />
        </a>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-5 pb-14 text-center">
        <h1 className="mx-auto max-w-3xl font-display text-4xl leading-tight font-bold text-ink sm:text-5xl">
          <Trans>
            Turn the fear of multiplication and division into <span className="text-primary">joy</span>
          </Trans>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink-soft sm:text-xl">
          <Trans>
            See how 15+ visual games and activities help children aged {ages} understand times tables, sharing
            and factors — and start to enjoy them.
          </Trans>
        </p>
        <VideoArea />
        <div className="mt-10 flex flex-col items-center gap-3">
          <BuyButton className="px-10" />
          <OfferLine />
        </div>
      </main>
      <footer className="border-t border-[#ddd6f3] bg-cloud">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-1 px-5 py-6 text-sm text-ink-soft">
          <p>
            <Trans>All materials for educational use only</Trans>
          </p>
          <p>{brand.copyright}</p>
          <LanguageSwitch className="mt-2" />
        </div>
      </footer>
    </div>
  );
}
