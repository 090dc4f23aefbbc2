import { paths } from '@/app/paths';
import { BuyButton } from '@/components/ui/BuyButton';
import { brand } from '@/components/ui/brand';
import { Logo } from '@/components/ui/Logo';
import { messages } from '@/content/messages';
import { VideoArea } from './VideoArea';

/** Second sales page `/vsl` (video sales letter). Pre-rendered at build time. */
export default function VslPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-paper bg-[radial-gradient(circle_at_50%_0%,#ece7ff_0,transparent_60%)] bg-[length:100%_900px] bg-no-repeat">
      <header className="mx-auto flex w-full max-w-5xl justify-center px-5 py-5">
        <a href={paths.home} aria-label="MathPop home" className="rounded-full">
          <Logo />
        </a>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-5 pb-14 text-center">
        <h1 className="mx-auto max-w-3xl font-display text-4xl leading-tight font-bold text-ink sm:text-5xl">
          Turn the fear of multiplication and division into <span className="text-primary">joy</span>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink-soft sm:text-xl">
          See how 15+ visual games and activities help children aged {brand.ages} understand times tables,
          sharing and factors — and start to enjoy them.
        </p>
        <VideoArea />
        <div className="mt-10 flex flex-col items-center gap-3">
          <BuyButton className="px-10" />
          <p className="text-sm font-semibold text-ink-soft">
            {brand.price} {brand.priceDetail} · for ages {brand.ages}
          </p>
        </div>
      </main>
      <footer className="border-t border-[#ddd6f3] bg-cloud">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-1 px-5 py-6 text-sm text-ink-soft">
          <p>{messages.vsl.educationalUse}</p>
          <p>{brand.copyright}</p>
        </div>
      </footer>
    </div>
  );
}
