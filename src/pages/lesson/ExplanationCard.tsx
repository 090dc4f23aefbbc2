import { Trans } from '@lingui/react/macro';

import { narrator } from '@scenes/engine/narration';
import { useState } from 'react';
import { blockTitle } from '@/content/block-titles';
import type { LessonConfig } from '@/content/lessons';

/** What the voice bar's Read aloud says in a lesson: the explanation, then the question. */
export function readAloudText(config: LessonConfig): string {
  return `${config.title}. ${config.explanation} ${config.question} ${config.finalQuestion}`;
}

/**
 * The explanation card: the idea in words and the question (Read aloud is in the voice bar above).
 * On phones the explanation waits behind "Show explanation", so the question, the picture and the
 * answers fit the first screen; from the sm breakpoint up it is always shown. Opening it says it.
 */
export function ExplanationCard({ config }: { config: LessonConfig }) {
  const [open, setOpen] = useState(false);
  const toggle = () => {
    if (!open) narrator.say(config.explanation);
    setOpen(!open);
  };
  return (
    <section
      aria-labelledby="lesson-title"
      className="flex flex-col gap-3 rounded-card bg-white p-3 shadow-lg ring-1 ring-primary/10 sm:gap-4 sm:p-6"
    >
      <div>
        <p className="hidden text-base font-bold uppercase tracking-wide text-primary sm:block">
          {blockTitle(config.blockName)}
        </p>
        <h1 id="lesson-title" className="font-display text-2xl font-bold leading-tight text-ink sm:text-3xl">
          {config.title}
        </h1>
      </div>
      <p
        id="lesson-explanation"
        className={`${open ? 'block' : 'hidden'} text-xl leading-relaxed text-ink sm:block`}
      >
        {config.explanation}
      </p>
      <div className="flex flex-wrap gap-2 sm:hidden">
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-controls="lesson-explanation"
          className="inline-flex min-h-12 items-center rounded-full bg-primary-soft px-4 text-base font-bold text-primary-dark shadow-sm sm:hidden"
        >
          {open ? <Trans>Hide explanation</Trans> : <Trans>Show explanation</Trans>}
        </button>
      </div>
      <div className="rounded-card bg-primary-soft px-4 py-3 sm:p-4">
        <p className="text-xl leading-snug text-ink sm:text-2xl">{config.question}</p>
        {/* Phones show this prompt above the answers in the stage; screen readers still read it here. */}
        <p className="sr-only text-2xl font-bold leading-snug text-primary-dark sm:not-sr-only sm:mt-2 sm:block">
          {config.finalQuestion}
        </p>
      </div>
    </section>
  );
}
