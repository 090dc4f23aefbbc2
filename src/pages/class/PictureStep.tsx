import { useLingui } from '@lingui/react/macro';

import { useCallback, useState } from 'react';
import { ClassWaitError } from '@/api/class-endpoint';
import type { ClassRosterStudent } from '@/api/class-roster';
import { classSignIn } from '@/api/class-sign-in';
import { StudentAvatar } from '@/components/avatars/Avatar';
import { useNarration } from '@/components/narration/useNarration';
import { PictureIcon } from '@/components/pictures/PictureIcon';
import { Button } from '@/components/ui/controls';
import { classPictures, pictureName } from '@/content/class-pictures';
import { messages } from '@/content/messages';
import { signInErrorText } from './signInError';
import { WaitCountdown } from './WaitCountdown';

const m = messages.classSignIn;

/**
 * Step 3 of /class: the 12 picture buttons (named by their pictures). Two taps, in order, with the
 * chosen pictures shown in two slots and an Undo; the second tap signs the student in. The step
 * ("Tap your first picture") is shown under the heading and said aloud, and so is an error. Too many
 * wrong tries make the child wait: the wait is said once and counted down on screen, the pictures
 * disabled until it ends (issue 35 #1; never a lock that needs the teacher).
 */
export function PictureStep({
  code,
  student,
  onSignedIn,
}: {
  code: string;
  student: ClassRosterStudent;
  onSignedIn: () => void;
}) {
  const [taps, setTaps] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  // A chosen-picture slot's name: "Picture 1: not chosen", "Picture 2: cat".
  const slotLabel = (slot: number, chosen: number | undefined) => {
    const picture = chosen === undefined ? undefined : classPictures[chosen];
    const name = picture && pictureName(picture);
    return name ? t`Picture ${slot}: ${name}` : t`Picture ${slot}: not chosen`;
  };
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const locked = error === m.locked || waitUntil !== null;
  const waitOver = useCallback(() => {
    setWaitUntil(null);
    setError(null);
  }, []);
  const step = taps.length === 0 ? m.firstPicture : m.secondPicture;
  useNarration(error ?? step);

  const tap = async (index: number) => {
    if (busy || taps.length >= 2 || taps.includes(index)) return;
    const next = [...taps, index];
    setTaps(next);
    setError(null);
    if (next.length < 2) return;
    setBusy(true);
    try {
      await classSignIn(code, student.id, [next[0], next[1]]);
      onSignedIn();
    } catch (e) {
      if (e instanceof ClassWaitError) {
        setWaitUntil(Date.now() + e.seconds * 1000);
        setError(m.waitSaid(e.seconds));
      } else setError(signInErrorText(e));
      setTaps([]);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="pictures-title" className="flex flex-col items-center gap-4">
      <div className="flex items-center gap-3">
        <StudentAvatar
          name={student.first_name}
          avatarUrl={student.avatar_url}
          className="size-12 text-2xl"
        />
        <p className="font-display text-2xl font-bold text-ink">{student.first_name}</p>
      </div>
      <h2 id="pictures-title" className="font-display text-xl font-bold text-ink">
        {m.yourPictures}
      </h2>
      {!busy && !error && (
        <p data-testid="picture-step" className="-mt-2 text-lg font-semibold text-ink-soft">
          {step}
        </p>
      )}
      <div className="flex items-center gap-3">
        <ol aria-label={t`Your pictures`} className="flex gap-3">
          {[0, 1].map((slot) => {
            const chosen = taps[slot];
            return (
              <li
                key={slot}
                aria-label={slotLabel(slot + 1, chosen)}
                className={`grid size-16 place-items-center rounded-2xl border-4 ${chosen === undefined ? 'border-dashed border-primary-soft bg-white' : 'border-primary bg-primary-soft'}`}
              >
                {chosen !== undefined && <PictureIcon name={classPictures[chosen]} className="size-11" />}
              </li>
            );
          })}
        </ol>
        <Button
          variant="ghost"
          onClick={() => setTaps(taps.slice(0, -1))}
          disabled={taps.length === 0 || busy}
        >
          {m.undo}
        </Button>
      </div>
      <p role="alert" className="min-h-7 text-center text-xl font-bold text-wrong">
        {error}
      </p>
      {waitUntil !== null && <WaitCountdown until={waitUntil} onDone={waitOver} />}
      <div className="grid w-full max-w-xl grid-cols-3 gap-3 sm:grid-cols-4 lg:max-w-lg">
        {classPictures.map((name, index) => (
          <button
            key={name}
            type="button"
            aria-label={pictureName(name)}
            aria-pressed={taps.includes(index)}
            disabled={busy || locked}
            onClick={() => void tap(index)}
            className="grid aspect-square min-h-20 place-items-center rounded-card border-4 border-primary-soft bg-white shadow-sm transition-transform hover:border-primary focus-visible:border-primary active:scale-95 disabled:opacity-50 aria-pressed:border-primary aria-pressed:bg-primary-soft"
          >
            <PictureIcon name={name} className="size-3/4 max-h-20 max-w-20" />
          </button>
        ))}
      </div>
    </section>
  );
}
