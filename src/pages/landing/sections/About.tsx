import { Trans, useLingui } from '@lingui/react/macro';
import { Mascot } from '@/components/ui/Mascot';
import { SectionTitle } from './SectionTitle';

/** Landing section (the header's About): who makes MathPop and the idea every game follows. */
export default function About() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="about-title" className="w-full bg-primary-soft">
      <div className="mx-auto grid max-w-5xl items-center gap-8 px-5 py-16 md:grid-cols-[1fr_180px]">
        <div>
          <SectionTitle id="about-title" title={t`Who makes MathPop`} />
          <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
            <p>
              <Trans>
                MathPop is made by a small independent team. You pay for it once, and that is how it is paid
                for: so there are no adverts, no data to sell and nothing to buy inside the games.
              </Trans>
            </p>
            <p>
              <Trans>
                Every game follows one idea: show the maths as a picture first — rows of blocks, scoops shared
                between friends, wagons on a train — and ask for the numbers once the picture makes sense.
                Mistakes get a gentle “Try again!”, never a red cross.
              </Trans>
            </p>
          </div>
        </div>
        <Mascot pose="happy" size={180} className="mx-auto hidden md:block" />
      </div>
    </section>
  );
}
