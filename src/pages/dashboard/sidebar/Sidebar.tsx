import { Link } from 'react-router-dom';
import { type DashboardTab, dashboardTabPath, paths } from '@/app/paths';
import { PRODUCT_NAME } from '@/content/messages';
import { LogoutDialog } from '../LogoutDialog';

/** The dashboard's tabs and daily practice in sidebar order, each with its icon and colour. */
export const navItems: readonly {
  tab: DashboardTab | 'practice';
  label: string;
  icon: string;
  bubble: string;
}[] = [
  { tab: 'lessons', label: 'Lessons', icon: '📚', bubble: 'bg-violet-200' },
  { tab: 'practice', label: 'Practice', icon: '🚀', bubble: 'bg-orange-200' },
  { tab: 'games', label: 'Games', icon: '🎮', bubble: 'bg-sky-200' },
  { tab: 'worksheets', label: 'Worksheets', icon: '📝', bubble: 'bg-amber-200' },
  { tab: 'performance', label: 'Performance', icon: '📈', bubble: 'bg-emerald-200' },
  { tab: 'profile', label: 'Profile', icon: '🙂', bubble: 'bg-pink-200' },
];

/**
 * The sidebar's contents: logo, one link per tab (the current one marked with aria-current), and
 * Logout with its confirmation dialog. `compact` is the collapsed desktop rail: icons only, with the
 * labels kept for screen readers. `onNavigate` closes the mobile drawer after a choice.
 */
export function SidebarContent({
  active,
  compact = false,
  onNavigate,
}: {
  active: DashboardTab;
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const label = compact ? 'sr-only' : '';
  const item =
    'flex h-13 items-center gap-3 rounded-2xl px-2 text-lg font-bold transition-colors ' +
    (compact ? 'justify-center' : '');
  return (
    <div className="flex h-full flex-col gap-2 p-3">
      <Link
        to={paths.app}
        onClick={onNavigate}
        className={`mb-3 flex items-center gap-2 rounded-2xl px-2 py-2 font-display text-2xl font-bold text-primary ${compact ? 'justify-center' : ''}`}
      >
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-sun text-xl"
        >
          ★
        </span>
        <span className={label}>{PRODUCT_NAME}</span>
      </Link>
      <nav aria-label="Dashboard">
        <ul className="flex flex-col gap-1.5">
          {navItems.map((n) => {
            const current = n.tab === active;
            return (
              <li key={n.tab}>
                <Link
                  to={n.tab === 'practice' ? paths.practice : dashboardTabPath(n.tab)}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  title={compact ? n.label : undefined}
                  className={`${item} ${current ? 'bg-primary text-white shadow-md' : 'text-ink hover:bg-primary-soft'}`}
                >
                  <span
                    aria-hidden="true"
                    className={`grid size-10 shrink-0 place-items-center rounded-xl text-xl ${n.bubble}`}
                  >
                    {n.icon}
                  </span>
                  <span className={label}>{n.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-auto border-t-2 border-primary-soft pt-3">
        <LogoutDialog
          trigger={
            <button
              type="button"
              title={compact ? 'Logout' : undefined}
              className={`${item} w-full text-ink hover:bg-wrong-soft`}
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-rose-200 text-xl"
              >
                🚪
              </span>
              <span className={label}>Logout</span>
            </button>
          }
        />
      </div>
    </div>
  );
}
