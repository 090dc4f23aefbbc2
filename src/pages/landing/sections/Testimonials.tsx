import { SectionTitle } from './SectionTitle';

const quotes = [
  {
    quote:
      'She asked to play the ice-cream game again — and only afterwards noticed she had been doing division.',
    who: 'A parent of a 7-year-old',
  },
  {
    quote: 'Seeing 3 rows of 4 blocks is what finally made “times” click for him.',
    who: 'A parent of an 8-year-old',
  },
  {
    quote: 'A short game at the start of the lesson, and even my quieter pupils want a turn.',
    who: 'A primary school teacher',
  },
];

/** Landing section: illustrative parent and teacher voices, labelled as such (no invented reviews). */
export default function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="w-full bg-[#fff7e6]">
      <div className="mx-auto max-w-6xl px-5 py-16">
        <SectionTitle id="testimonials-title" title="The moments we built MathPop for">
          Illustrative examples of what parents and teachers tell us they are hoping for — not reviews from
          customers.
        </SectionTitle>
        <ul className="grid gap-6 md:grid-cols-3">
          {quotes.map((q) => (
            <li key={q.who}>
              <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-sm">
                <span aria-hidden="true" className="font-display text-5xl leading-none text-sun-dark">
                  “
                </span>
                <blockquote className="mt-1 flex-1 text-lg leading-relaxed text-ink">{q.quote}</blockquote>
                <figcaption className="mt-4 font-semibold text-ink-soft">
                  {q.who} <span className="font-normal">(illustrative)</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
