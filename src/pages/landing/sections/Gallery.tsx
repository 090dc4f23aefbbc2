import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { shotSources } from '@/components/ui/shotSources';

const files = import.meta.glob<string>('./{,pt-BR/}{ice-cream,ferris,lesson,practice}-*.webp', {
  base: '/src/assets/shots',
  eager: true,
  query: '?url',
  import: 'default',
});

/** The stills `npm run shots` takes while playing, with what each shows. */
const shots = [
  {
    name: 'ice-cream',
    caption: msg`Ice Cream Party: sharing 12 scoops between 4 friends`,
    alt: msg`Ice Cream Party: a bowl of scoops and four friends, Mia, Leo, Ava and Sam, each given some scoops`,
  },
  {
    name: 'ferris',
    caption: msg`Ferris Wheel Race: is 6 × 3 the same as 3 × 6?`,
    alt: msg`Ferris Wheel Race: a ferris wheel between the cards 6 × 3 and 3 × 6, with a Spin the Wheel button`,
  },
  {
    name: 'lesson',
    caption: msg`A lesson: 3 groups of 4 cookies is 3 × 4`,
    alt: msg`A lesson on equal groups: three plates of four cookies, the answer 12 chosen and “Great job!”`,
  },
  {
    name: 'practice',
    caption: msg`Daily practice on the number pad`,
    alt: msg`Daily practice: the question 2 × 2 = ? beside a big number pad, on a starry background`,
  },
];

/**
 * Screenshots of the real games, a lesson and practice, played in the page's language (made by `npm
 * run shots`), above the list.
 */
export function Gallery() {
  const { i18n } = useLingui();
  return (
    <ul className="mb-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {shots.map((s) => (
        <li key={s.name}>
          <figure className="h-full rounded-card border-2 border-[#efe9dc] bg-white p-2 shadow-sm">
            <img
              {...shotSources(files, s.name, i18n.locale)}
              sizes="(min-width: 1024px) 260px, 45vw"
              width="400"
              height="250"
              loading="lazy"
              decoding="async"
              alt={i18n._(s.alt)}
              className="block h-auto w-full rounded-2xl"
            />
            <figcaption className="px-2 pt-2 pb-1 text-sm font-semibold text-ink-soft">
              {i18n._(s.caption)}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
