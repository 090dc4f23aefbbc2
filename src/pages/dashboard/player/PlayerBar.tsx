import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentProfile } from '@/api/types';
import { StudentAvatar } from '@/components/avatars/Avatar';

/**
 * The header's greeting: in kid mode the child's avatar and name; otherwise the grown-up's first
 * name. With students on the account, a Switch player button goes back to "Who's playing?".
 */
export function PlayerBar({
  kid,
  grownUpName,
  canSwitch,
  onSwitch,
}: {
  kid: StudentProfile | null;
  grownUpName: string | undefined;
  canSwitch: boolean;
  onSwitch: () => void;
}) {
  const { t } = useLingui();
  const name = kid ? kid.student_name : grownUpName;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      {kid && (
        <StudentAvatar name={kid.student_name} avatarUrl={kid.avatar_url} className="size-11 text-lg" />
      )}
      <p className="min-w-0 flex-1 truncate font-display text-xl font-semibold text-ink">
        {name ? t`Hi, ${name}!` : t`Welcome!`} <span aria-hidden="true">👋</span>
      </p>
      {canSwitch && (
        <button
          type="button"
          onClick={onSwitch}
          className="flex h-12 shrink-0 items-center gap-2 rounded-2xl bg-primary-soft px-3 font-bold text-primary-dark hover:bg-[#ddd3ff] sm:px-4"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path
              d="M4 9a8 8 0 0 1 14-3l2 2M20 4v4h-4M20 15a8 8 0 0 1-14 3l-2-2M4 20v-4h4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>
            <Trans>Switch player</Trans>
          </span>
        </button>
      )}
    </div>
  );
}
