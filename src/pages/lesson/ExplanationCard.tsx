import { useEffect, useState } from 'react';
import type { LessonConfig } from '@/content/lessons';
import { canSpeak, speak, stopSpeaking } from '@/lib/speech';

/** What the Read aloud button says: the explanation, then the question. */
export function readAloudText(config: LessonConfig): string {
  return `${config.title}. ${config.explanation} ${config.question} ${config.finalQuestion}`;
}

/**
 * The explanation card: the idea in words, a Read aloud button (en-US, 0.8, 1.1) and the question. On
 * phones the explanation waits behind "Show explanation" (or Read aloud), so the question, the picture
 * and the answers fit the first screen; from the sm breakpoint up it is always shown.
 */
export function ExplanationCard({ config }: { config: LessonConfig }) {
  const [speaking, setSpeaking] = useState(false);
  const [open, setOpen] = useState(false);
  const [noVoice, setNoVoice] = useState(false);
  useEffect(() => () => stopSpeaking(), []);
  const onRead = () => {
    if (speaking) {
      stopSpeaking();
      setSpeaking(false);
      return;
    }
    const started = speak(readAloudText(config), () => setSpeaking(false));
    setSpeaking(started);
    setNoVoice(!started);
  };
  return (
    <section
      aria-labelledby="lesson-title"
      className="flex flex-col gap-3 rounded-card bg-white p-3 shadow-lg ring-1 ring-primary/10 sm:gap-4 sm:p-6"
    >
      <div>
        <p className="hidden text-base font-bold uppercase tracking-wide text-primary sm:block">
          {config.blockName}
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
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="lesson-explanation"
          className="inline-flex min-h-12 items-center rounded-full bg-primary-soft px-4 text-base font-bold text-primary-dark shadow-sm sm:hidden"
        >
          {open ? 'Hide explanation' : 'Show explanation'}
        </button>
        <button
          type="button"
          onClick={onRead}
          aria-pressed={speaking}
          className="inline-flex min-h-12 items-center gap-2 rounded-full bg-sun px-4 text-base font-bold text-ink shadow-sm hover:brightness-105 sm:px-5 sm:text-lg"
        >
          <span aria-hidden="true">{speaking ? '⏹' : '🔊'}</span>
          {speaking ? 'Stop reading' : 'Read aloud'}
        </button>
      </div>
      {noVoice && canSpeak() === false && (
        <p className="text-base text-ink-soft">
          This browser cannot read aloud. Ask a grown-up to read with you!
        </p>
      )}
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
