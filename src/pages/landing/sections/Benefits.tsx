import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Mascot } from '@/components/ui/Mascot';
import { SectionTitle } from './SectionTitle';

const benefits = [
  {
    title: msg`They see the maths`,
    text: msg`Rows of blocks, shared ice-cream scoops and train wagons show what 3 × 4 and 12 ÷ 3 really mean.`,
  },
  {
    title: msg`They learn while playing`,
    text: msg`Short, single-screen games keep attention high and turn practice into something children choose to do.`,
  },
  {
    title: msg`They gain confidence`,
    text: msg`Gentle feedback — “Try again!” instead of red crosses — and stars for every success build a can-do attitude.`,
  },
  {
    title: msg`You see the progress`,
    text: msg`A simple performance page shows what your child has practised and where they are growing.`,
  },
];

/** Landing section: what changes for the child and the parent. */
export default function Benefits() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="benefits-title" className="w-full bg-primary-soft">
      <div className="mx-auto max-w-6xl px-5 py-16">
        <SectionTitle id="benefits-title" title={t`What changes when maths becomes a game`} />
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_220px]">
          <ul className="grid gap-5 sm:grid-cols-2">
            {benefits.map((b, i) => (
              <li key={b.title.id} className="flex gap-4 rounded-card bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center rounded-full bg-primary font-display text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-display text-xl font-semibold text-ink">{i18n._(b.title)}</h3>
                  <p className="mt-1 leading-relaxed text-ink-soft">{i18n._(b.text)}</p>
                </div>
              </li>
            ))}
          </ul>
          <Mascot pose="thinking" size={220} className="mx-auto hidden lg:block" />
        </div>
      </div>
    </section>
  );
}
