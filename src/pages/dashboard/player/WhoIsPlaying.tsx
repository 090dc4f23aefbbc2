import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { StudentProfile } from '@/api/types';
import { StudentAvatar } from '@/components/avatars/Avatar';
import { LockIcon } from '@/components/gate/LockIcon';
import { PRODUCT_NAME } from '@/content/messages';

const tile =
  'flex w-full flex-col items-center gap-3 rounded-blob border-4 p-4 shadow-[0_6px_0_0_#ece7ff] transition-transform hover:-translate-y-1 hover:border-primary-soft focus-visible:border-primary active:scale-95 sm:p-5';

/**
 * "Who's playing?": one big avatar tile per child and a Grown-up tile. Choosing a child starts kid
 * mode; the Grown-up tile goes through the parental gate (`onGrownUp`).
 */
export function WhoIsPlaying({
  students,
  onChoose,
  onGrownUp,
}: {
  students: readonly StudentProfile[];
  onChoose: (studentId: string) => void;
  onGrownUp: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t`Who's playing?`;
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
    heading.current?.focus();
  }, [title]);
  return (
    <main className="min-h-dvh bg-cloud px-4 py-8 sm:px-8">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-8">
        <p className="flex items-center gap-2 font-display text-2xl font-bold text-primary">
          <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-sun text-xl">
            ★
          </span>
          {PRODUCT_NAME}
        </p>
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-display text-4xl font-bold text-ink outline-none sm:text-5xl"
        >
          {title}
        </h1>
        <ul className="flex w-full flex-wrap justify-center gap-4 sm:gap-6">
          {students.map((s) => (
            <li key={s.id} className="w-[calc(50%-0.5rem)] sm:w-52">
              <button
                type="button"
                onClick={() => onChoose(s.id)}
                className={`${tile} border-white bg-white`}
              >
                <StudentAvatar
                  name={s.student_name}
                  avatarUrl={s.avatar_url}
                  className="size-24 text-4xl sm:size-32"
                />
                <span className="max-w-full truncate font-display text-2xl font-semibold text-ink">
                  {s.student_name}
                </span>
              </button>
            </li>
          ))}
          <li className="w-[calc(50%-0.5rem)] sm:w-52">
            <button
              type="button"
              onClick={onGrownUp}
              className={`${tile} border-primary-soft bg-primary-soft`}
            >
              <span className="grid size-24 place-items-center rounded-full bg-primary text-white sm:size-32">
                <LockIcon className="size-12 sm:size-16" />
              </span>
              <span className="font-display text-2xl font-semibold text-ink">
                <Trans>Grown-up</Trans>
              </span>
            </button>
          </li>
        </ul>
      </div>
    </main>
  );
}
