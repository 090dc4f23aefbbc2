import { type FormEvent, useEffect, useState } from 'react';
import { type ClassRosterStudent, classRoster } from '@/api/class-roster';
import { useNarration } from '@/components/narration/useNarration';
import { Button } from '@/components/ui/controls';
import { messages } from '@/content/messages';
import type { Locale } from '@/i18n/locales';
import { CLASS_CODE_LENGTH, isCompleteClassCode, normalizeClassCode } from './classCode';
import { signInErrorText } from './signInError';

const m = messages.classSignIn;

/**
 * Step 1 of /class: the class code (6 symbols, upper case, no look-alikes), then the roster. With
 * `auto` (Switch player came back here) a complete initial code is sent at once.
 */
export function CodeStep({
  initial,
  auto = false,
  onDone,
}: {
  initial: string;
  auto?: boolean;
  onDone: (code: string, roster: ClassRosterStudent[], locale: Locale | null) => void;
}) {
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The step is said, and so is an error (issue 38: the code step spoke nothing).
  useNarration(error ?? `${m.codeLabel}. ${m.codeHint}`);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!isCompleteClassCode(code) || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { students, locale } = await classRoster(code);
      onDone(code, students, locale);
    } catch (e) {
      setError(signInErrorText(e));
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the code the page opened with
  useEffect(() => {
    if (auto) void submit();
  }, []);

  return (
    <form onSubmit={submit} className="flex flex-col items-center gap-4" noValidate>
      <label htmlFor="class-code" className="font-display text-2xl font-bold text-ink">
        {m.codeLabel}
      </label>
      <input
        id="class-code"
        value={code}
        onChange={(e) => setCode(normalizeClassCode(e.target.value))}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        inputMode="text"
        maxLength={CLASS_CODE_LENGTH + 4}
        aria-describedby="class-code-hint class-code-error"
        aria-invalid={error ? true : undefined}
        className="min-h-16 w-full max-w-xs rounded-2xl border-4 border-primary-soft bg-white px-4 text-center font-display text-4xl font-bold tracking-[0.3em] text-ink uppercase focus:border-primary focus:outline-none"
      />
      <p id="class-code-hint" className="text-lg text-ink-soft">
        {m.codeHint}
      </p>
      <p id="class-code-error" role="alert" className="min-h-7 text-xl font-bold text-wrong">
        {error}
      </p>
      <Button type="submit" disabled={!isCompleteClassCode(code) || busy} className="min-h-14 px-10 text-xl">
        {m.next}
      </Button>
    </form>
  );
}
