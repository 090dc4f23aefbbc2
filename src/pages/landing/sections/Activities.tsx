import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pitches } from '@scenes/pitches';
import { Gallery } from './Gallery';
import { SectionTitle } from './SectionTitle';

type Topic = 'Multiplication' | 'Division' | 'Factors' | 'Practice';

const topicTone: Record<Topic, string> = {
  Multiplication: 'bg-[#ede9fe] text-[#4c1d95]',
  Division: 'bg-[#dcfce7] text-[#14532d]',
  Factors: 'bg-[#fef3c7] text-[#78350f]',
  Practice: 'bg-[#e0f2fe] text-[#0c4a6e]',
};

/** The topics' names on the tiles. */
const topicName: Record<Topic, MessageDescriptor> = {
  Multiplication: msg`Multiplication`,
  Division: msg`Division`,
  Factors: msg`Factors`,
  Practice: msg`Practice`,
};

/**
 * A tile of the list: the games' own pitches first (scenes/games/<id>/pitch.ts, never spelled here),
 * then the lessons and worksheets.
 */
interface Tile {
  id: string;
  name: MessageDescriptor;
  topic: Topic;
  glyph: string;
  tile: string;
  text: MessageDescriptor;
}

const otherTiles: Tile[] = [
  {
    id: 'Multiplication lessons',
    name: msg`Multiplication lessons`,
    topic: 'Multiplication',
    glyph: '×',
    tile: 'bg-[#f5f3ff] text-[#5b3cc4]',
    text: msg`Step-by-step lessons with read-aloud explanations and Pip as a guide.`,
  },
  {
    id: 'Division lessons',
    name: msg`Division lessons`,
    topic: 'Division',
    glyph: '÷',
    tile: 'bg-[#f0fdf4] text-[#15803d]',
    text: msg`From sharing sweets to long lists of facts, one question at a time.`,
  },
  {
    id: 'Factor lessons',
    name: msg`Factor lessons`,
    topic: 'Factors',
    glyph: '12',
    tile: 'bg-[#fffbeb] text-[#b45309]',
    text: msg`Factors, products and prime numbers explained with pictures.`,
  },
  {
    id: 'Printable worksheets',
    name: msg`Printable worksheets`,
    topic: 'Practice',
    glyph: 'PDF',
    tile: 'bg-[#f0f9ff] text-[#0369a1]',
    text: msg`9 PDF worksheets for practice away from the screen.`,
  },
];

/** Landing section: the games, lessons and worksheets inside the pack. */
export default function Activities() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="activities-title" className="mx-auto w-full max-w-6xl px-5 py-16">
      <SectionTitle id="activities-title" title={t`15+ games and activities inside`}>
        <Trans>
          Multiplication, division and factors, each taught through a small world your child explores — with
          stars, cheers and a friendly mascot along the way.
        </Trans>
      </SectionTitle>
      <Gallery />
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {[...pitches, ...otherTiles].map((a) => (
          <li
            key={a.id}
            className="flex flex-col rounded-card border-2 border-[#efe9dc] bg-white p-3 shadow-sm sm:p-5"
          >
            <span
              aria-hidden="true"
              className={`grid h-16 place-items-center rounded-2xl font-display text-2xl font-bold sm:h-20 sm:text-3xl ${a.tile}`}
            >
              {a.glyph}
            </span>
            <h3 className="mt-3 font-display text-base leading-snug font-semibold text-ink sm:mt-4 sm:text-lg">
              {i18n._(a.name)}
            </h3>
            <p className="mt-1 flex-1 text-sm leading-relaxed text-ink-soft sm:text-base">{i18n._(a.text)}</p>
            <span
              className={`mt-3 self-start rounded-full px-3 py-1 text-sm font-bold ${topicTone[a.topic]}`}
            >
              {i18n._(topicName[a.topic])}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
