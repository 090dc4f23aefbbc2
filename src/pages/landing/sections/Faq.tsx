import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { paths } from '@/app/paths';
import { offer } from '@/components/sales/price';
import { env } from '@/lib/env';
import { SectionTitle } from './SectionTitle';

const link = 'font-semibold text-primary underline underline-offset-4';

/** The questions parents ask before buying, each answered in full (no script: <details> opens itself). */
function useFaq(): { q: string; a: ReactNode }[] {
  const { t, i18n } = useLingui();
  const ages = i18n._(offer.ages);
  const price = i18n._(offer.price);
  const email = env.contactEmail;
  return [
    {
      q: t`What ages is it for?`,
      a: t`Children aged ${ages}, from their first “groups of” to knowing every times table and its division facts. Lessons start with pictures, so a younger child can follow; practice keeps an older one busy with the facts they still find hard.`,
    },
    {
      q: t`What exactly is in the pack?`,
      a: t`15+ games (multiplication, division and factors), step-by-step lessons read aloud by Pip, daily practice that picks the facts your child needs next, 9 printable PDF worksheets, and a progress page with the fact grid for you.`,
    },
    {
      q: t`Which devices does it work on?`,
      a: t`Any recent web browser: tablets, phones, laptops and desktops (Chrome, Safari, Edge, Firefox). Nothing to install from an app store; you can add it to the home screen.`,
    },
    {
      q: t`Does it work offline?`,
      a: t`Yes. Open it once while online; after that the games, lessons and practice keep working without internet, and your child’s stars are saved when the connection comes back.`,
    },
    {
      q: t`What do you do with my child’s data?`,
      a: (
        <Trans>
          Only what the app needs to show progress: a first name or nickname and the answers given. No ads, no
          trackers, nothing sold. You can download it or delete it at any time. The details are on our{' '}
          <a className={link} href={paths.privacy}>
            privacy page
          </a>
          .
        </Trans>
      ),
    },
    {
      q: t`What if it isn’t right for us?`,
      a: (
        <Trans>
          Write to{' '}
          <a className={link} href={`mailto:${email}`}>
            {email}
          </a>{' '}
          within 30 days of buying and you get your {price} back in full, no questions asked.
        </Trans>
      ),
    },
  ];
}

/** Landing section: frequently asked questions, as native disclosure widgets (keyboard and screen-reader ready). */
export default function Faq() {
  const { t } = useLingui();
  const faq = useFaq();
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-5 py-16">
      <SectionTitle id="faq-title" title={t`Questions parents ask`} />
      <div className="space-y-3">
        {faq.map((item) => (
          <details
            key={item.q}
            className="group rounded-card border-2 border-[#efe9dc] bg-white px-5 shadow-sm open:pb-5"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-display text-lg font-semibold text-ink [&::-webkit-details-marker]:hidden">
              <span>{item.q}</span>
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-soft text-primary transition group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="leading-relaxed text-ink-soft">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
