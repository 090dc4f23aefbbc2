import { useEffect, useState } from 'react';
import type { LessonConfig } from '@/content/lessons';
import { canSpeak, speak, stopSpeaking } from '@/lib/speech';

/** What the Read aloud button says: the explanation, then the question. */
export function readAloudText(config: LessonConfig): string {
  return `${config.title}. ${config.explanation} ${config.question} ${config.finalQuestion}`;
}

/** The explanation card: the idea in words, a Read aloud button (en-US, 0.8, 1.1) and the question. */
export function ExplanationCard({ config }: { config: LessonConfig }) {
  const [speaking, setSpeaking] = useState(false);
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
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-lg ring-1 ring-primary/10 sm:p-6"
    >
      <div>
        <p className="text-base font-bold uppercase tracking-wide text-primary">{config.blockName}</p>
        <h1 id="lesson-title" className="font-display text-3xl font-bold leading-tight text-ink">
          {config.title}
        </h1>
      </div>
      <p className="text-xl leading-relaxed text-ink">{config.explanation}</p>
      <button
        type="button"
        onClick={onRead}
        aria-pressed={speaking}
        className="inline-flex min-h-12 items-center gap-2 self-start rounded-full bg-sun px-5 text-lg font-bold text-ink shadow-sm hover:brightness-105"
      >
        <span aria-hidden="true">{speaking ? '⏹' : '🔊'}</span>
        {speaking ? 'Stop reading' : 'Read aloud'}
      </button>
      {noVoice && canSpeak() === false && (
        <p className="text-base text-ink-soft">
          This browser cannot read aloud. Ask a grown-up to read with you!
        </p>
      )}
      <div className="rounded-card bg-primary-soft p-4">
        <p className="text-2xl leading-snug text-ink">{config.question}</p>
        <p className="mt-2 text-2xl font-bold leading-snug text-primary-dark">{config.finalQuestion}</p>
      </div>
    </section>
  );
}
