import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/app/paths';
import { SectionTitle } from './SectionTitle';

/** Things a parent can see for themselves in the app, instead of reviews we do not have. */
const checks = [
  {
    glyph: '7×8',
    title: msg`The fact grid`,
    text: msg`Every times and division fact your child has answered, on one grid in the Performance page: which are quick, which still need practice.`,
  },
  {
    glyph: 'PDF',
    title: msg`The printable sheets`,
    text: msg`Nine PDF worksheets — arrays, sharing, fact families, remainders — to print and check on paper, away from the screen.`,
  },
  {
    glyph: '0',
    title: msg`No ads, no upsells`,
    text: msg`No adverts, no in-app purchases, no “unlock more” buttons in front of your child. The one $9 payment is all there is.`,
  },
  {
    glyph: '⇩',
    title: msg`Your data, your call`,
    text: msg`Download everything MathPop keeps about your child, or delete the account, yourself, from the app.`,
  },
];

/**
 * Landing section in the spec's Testimonials place: MathPop has no customer reviews to show yet, so
 * instead of invented voices it lists what a parent can check with their own eyes.
 */
export default function Testimonials() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="testimonials-title" className="w-full bg-[#fff7e6]">
      <div className="mx-auto max-w-6xl px-5 py-16">
        <SectionTitle id="testimonials-title" title={t`Don’t take our word for it`}>
          <Trans>
            MathPop is new, so there are no customer reviews here — and we won’t invent any. These are things
            you can check for yourself.
          </Trans>
        </SectionTitle>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {checks.map((c) => (
            <li key={c.glyph} className="flex flex-col rounded-card bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="grid size-14 place-items-center rounded-2xl bg-sun/40 font-display text-xl font-bold text-[#7c2d12]"
              >
                {c.glyph}
              </span>
              <h3 className="mt-4 font-display text-xl font-semibold text-ink">{i18n._(c.title)}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{i18n._(c.text)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-ink-soft">
          <Trans>
            Every picture on this page is a screenshot of the real app, made by a script that plays it. How we
            treat your family’s data:{' '}
            <a className="font-semibold text-primary underline underline-offset-4" href={paths.privacy}>
              Privacy
            </a>
            .
          </Trans>
        </p>
      </div>
    </section>
  );
}
