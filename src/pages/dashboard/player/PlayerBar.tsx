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
  const name = kid ? kid.student_name : grownUpName;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      {kid && (
        <StudentAvatar name={kid.student_name} avatarUrl={kid.avatar_url} className="size-11 text-lg" />
      )}
      <p className="min-w-0 flex-1 truncate font-display text-xl font-semibold text-ink">
        {name ? `Hi, ${name}!` : 'Welcome!'} <span aria-hidden="true">👋</span>
      </p>
      {canSwitch && (
        <button
          type="button"
          onClick={onSwitch}
          className="flex h-12 shrink-0 items-center gap-2 rounded-2xl bg-primary-soft px-3 font-bold text-primary-dark hover:bg-[#ddd3ff] sm:px-4"
        >
          <span aria-hidden="true">🔄</span>
          <span>Switch player</span>
        </button>
      )}
    </div>
  );
}
