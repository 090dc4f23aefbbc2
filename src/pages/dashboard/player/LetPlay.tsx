import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentProfile } from '@/api/types';
import { StudentAvatar } from '@/components/avatars/Avatar';
import { LockIcon } from '@/components/gate/LockIcon';

/**
 * The grown-up's way to hand the device to a child (issue 22 §3), at the top of their dashboard's
 * home: with one child "Let Mia play" starts kid mode as Mia at once; with several, "Let a child
 * play" opens "Who's playing?". Says plainly what kid mode does, so the grown-up knows how to return.
 */
export function LetPlay({
  students,
  onPlay,
  onPick,
}: {
  students: readonly StudentProfile[];
  onPlay: (studentId: string) => void;
  onPick: () => void;
}) {
  const { t } = useLingui();
  const only = students.length === 1 ? students[0] : null;
  const name = only?.student_name;
  return (
    <section
      aria-labelledby="let-play-title"
      className="mb-6 flex flex-wrap items-center gap-4 rounded-card border-2 border-primary-soft bg-white p-4 shadow-[0_10px_30px_-18px_rgba(67,42,156,0.5)] sm:p-5"
    >
      <div className="flex shrink-0 -space-x-3" aria-hidden="true">
        {students.slice(0, 3).map((s) => (
          <StudentAvatar
            key={s.id}
            name={s.student_name}
            avatarUrl={s.avatar_url}
            className="size-14 text-2xl ring-4 ring-white"
          />
        ))}
      </div>
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="let-play-title" className="font-display text-xl font-bold text-ink">
          {only ? t`Handing the device to ${name}?` : t`Handing the device to a child?`}
        </h2>
        <p className="mt-1 flex items-start gap-1.5 text-ink-soft">
          <LockIcon className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <Trans>
              Kid mode shows lessons, practice and games; your areas wait behind the grown-ups' question.
            </Trans>
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={() => (only ? onPlay(only.id) : onPick())}
        className="flex h-14 w-full items-center justify-center gap-2 rounded-2xl bg-primary px-6 font-display text-xl font-bold text-white shadow-[0_4px_0_#432a9c] hover:bg-primary-dark active:translate-y-0.5 sm:w-auto"
      >
        <span aria-hidden="true">▶</span>
        <span className="truncate">{only ? t`Let ${name} play` : t`Let a child play`}</span>
      </button>
    </section>
  );
}
