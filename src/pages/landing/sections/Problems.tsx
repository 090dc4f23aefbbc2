import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionTitle } from './SectionTitle';

const problems = [
  {
    glyph: '?',
    tone: 'bg-[#fee2e2] text-[#b91c1c]',
    title: msg`“I’m just bad at maths.”`,
    text: msg`After a few wrong answers many children decide maths is not for them — and that belief sticks faster than any times table.`,
  },
  {
    glyph: '7×8',
    tone: 'bg-[#fef3c7] text-[#92400e]',
    title: msg`Memorising without meaning`,
    text: msg`Chanting facts works until the next test. Without seeing why 7 × 8 is 56, facts slip away and division feels like a brand-new mystery.`,
  },
  {
    glyph: '!',
    tone: 'bg-[#e0f2fe] text-[#075985]',
    title: msg`Homework turns into a battle`,
    text: msg`Evenings end in sighs, and you are left wondering how to help without making it worse.`,
  },
];

/** Landing section: the worries parents recognise. */
export default function Problems() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="problems-title" className="mx-auto w-full max-w-6xl px-5 py-16">
      <SectionTitle id="problems-title" title={t`Sound familiar?`}>
        <Trans>
          Lots of bright children hit a wall when multiplication and division arrive. It is rarely a lack of
          ability: numbers on a page just don’t show them what is going on.
        </Trans>
      </SectionTitle>
      <ul className="grid gap-6 md:grid-cols-3">
        {problems.map((p) => (
          <li key={p.glyph} className="rounded-card border-2 border-[#efe9dc] bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className={`grid size-14 place-items-center rounded-2xl font-display text-xl font-bold ${p.tone}`}
            >
              {p.glyph}
            </span>
            <h3 className="mt-4 font-display text-xl font-semibold text-ink">{i18n._(p.title)}</h3>
            <p className="mt-2 leading-relaxed text-ink-soft">{i18n._(p.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
