import { SectionTitle } from './SectionTitle';

type Topic = 'Multiplication' | 'Division' | 'Factors' | 'Practice';

const topicTone: Record<Topic, string> = {
  Multiplication: 'bg-[#ede9fe] text-[#4c1d95]',
  Division: 'bg-[#dcfce7] text-[#14532d]',
  Factors: 'bg-[#fef3c7] text-[#78350f]',
  Practice: 'bg-[#e0f2fe] text-[#0c4a6e]',
};

const activities: { name: string; topic: Topic; glyph: string; tile: string; text: string }[] = [
  {
    name: 'Star Treasure Hunt',
    topic: 'Multiplication',
    glyph: '★',
    tile: 'bg-[#312e81] text-[#fde68a]',
    text: 'Fly between planets and collect stars in equal groups.',
  },
  {
    name: 'Castle Builder',
    topic: 'Factors',
    glyph: '3×6',
    tile: 'bg-[#e0f2fe] text-[#075985]',
    text: 'Find the two blocks whose product builds the foundation.',
  },
  {
    name: 'Ferris Wheel Race',
    topic: 'Multiplication',
    glyph: '3×5',
    tile: 'bg-[#ffe4e6] text-[#9f1239]',
    text: 'Spin the wheel and discover that 3 × 5 is the same as 5 × 3.',
  },
  {
    name: 'Secret Vault',
    topic: 'Multiplication',
    glyph: '?×4',
    tile: 'bg-[#fef3c7] text-[#92400e]',
    text: 'Pick the right key to crack each times-table vault.',
  },
  {
    name: 'Ice Cream Party',
    topic: 'Division',
    glyph: '÷',
    tile: 'bg-[#fce7f3] text-[#9d174d]',
    text: 'Share scoops fairly between friends: division you can see.',
  },
  {
    name: 'Soccer Teams',
    topic: 'Division',
    glyph: '12÷4',
    tile: 'bg-[#dcfce7] text-[#166534]',
    text: 'Split the players into fair teams and read the result.',
  },
  {
    name: 'Inverse Vault',
    topic: 'Division',
    glyph: '×÷',
    tile: 'bg-[#ede9fe] text-[#5b21b6]',
    text: 'Use a multiplication fact to unlock its matching division.',
  },
  {
    name: 'Backpack Train',
    topic: 'Division',
    glyph: '15÷3',
    tile: 'bg-[#fef9c3] text-[#854d0e]',
    text: 'Load backpacks wagon by wagon until everyone has the same.',
  },
  {
    name: 'Multiplication lessons',
    topic: 'Multiplication',
    glyph: '×',
    tile: 'bg-[#f5f3ff] text-[#5b3cc4]',
    text: 'Step-by-step lessons with read-aloud explanations and Pip as a guide.',
  },
  {
    name: 'Division lessons',
    topic: 'Division',
    glyph: '÷',
    tile: 'bg-[#f0fdf4] text-[#15803d]',
    text: 'From sharing sweets to long lists of facts, one question at a time.',
  },
  {
    name: 'Factor lessons',
    topic: 'Factors',
    glyph: '12',
    tile: 'bg-[#fffbeb] text-[#b45309]',
    text: 'Factors, products and prime numbers explained with pictures.',
  },
  {
    name: 'Printable worksheets',
    topic: 'Practice',
    glyph: 'PDF',
    tile: 'bg-[#f0f9ff] text-[#0369a1]',
    text: '9 PDF worksheets for practice away from the screen.',
  },
];

/** Landing section: the games, lessons and worksheets inside the pack. */
export default function Activities() {
  return (
    <section aria-labelledby="activities-title" className="mx-auto w-full max-w-6xl px-5 py-16">
      <SectionTitle id="activities-title" title="15+ games and activities inside">
        Multiplication, division and factors, each taught through a small world your child explores — with
        stars, cheers and a friendly mascot along the way.
      </SectionTitle>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {activities.map((a) => (
          <li
            key={a.name}
            className="flex flex-col rounded-card border-2 border-[#efe9dc] bg-white p-3 shadow-sm sm:p-5"
          >
            <span
              aria-hidden="true"
              className={`grid h-16 place-items-center rounded-2xl font-display text-2xl font-bold sm:h-20 sm:text-3xl ${a.tile}`}
            >
              {a.glyph}
            </span>
            <h3 className="mt-3 font-display text-base leading-snug font-semibold text-ink sm:mt-4 sm:text-lg">
              {a.name}
            </h3>
            <p className="mt-1 flex-1 text-sm leading-relaxed text-ink-soft sm:text-base">{a.text}</p>
            <span
              className={`mt-3 self-start rounded-full px-3 py-1 text-sm font-bold ${topicTone[a.topic]}`}
            >
              {a.topic}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
