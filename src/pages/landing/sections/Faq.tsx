import type { ReactNode } from 'react';
import { paths } from '@/app/paths';
import { brand } from '@/components/ui/brand';
import { env } from '@/lib/env';
import { SectionTitle } from './SectionTitle';

const link = 'font-semibold text-primary underline underline-offset-4';

/** The questions parents ask before buying, each answered in full (no script: <details> opens itself). */
const faq: { q: string; a: ReactNode }[] = [
  {
    q: 'What ages is it for?',
    a: `Children aged ${brand.ages}, from their first “groups of” to knowing every times table and its division facts. Lessons start with pictures, so a younger child can follow; practice keeps an older one busy with the facts they still find hard.`,
  },
  {
    q: 'What exactly is in the pack?',
    a: '15+ games (multiplication, division and factors), step-by-step lessons read aloud by Pip, daily practice that picks the facts your child needs next, 9 printable PDF worksheets, and a progress page with the fact grid for you.',
  },
  {
    q: 'Which devices does it work on?',
    a: 'Any recent web browser: tablets, phones, laptops and desktops (Chrome, Safari, Edge, Firefox). Nothing to install from an app store; you can add it to the home screen.',
  },
  {
    q: 'Does it work offline?',
    a: 'Yes. Open it once while online; after that the games, lessons and practice keep working without internet, and your child’s stars are saved when the connection comes back.',
  },
  {
    q: 'What do you do with my child’s data?',
    a: (
      <>
        Only what the app needs to show progress: a first name or nickname and the answers given. No ads, no
        trackers, nothing sold. You can download it or delete it at any time. The details are on our{' '}
        <a className={link} href={paths.privacy}>
          privacy page
        </a>
        .
      </>
    ),
  },
  {
    q: 'What if it isn’t right for us?',
    a: (
      <>
        Write to{' '}
        <a className={link} href={`mailto:${env.contactEmail}`}>
          {env.contactEmail}
        </a>{' '}
        within 30 days of buying and you get your {brand.price} back in full, no questions asked.
      </>
    ),
  },
];

/** Landing section: frequently asked questions, as native disclosure widgets (keyboard and screen-reader ready). */
export default function Faq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-5 py-16">
      <SectionTitle id="faq-title" title="Questions parents ask" />
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
