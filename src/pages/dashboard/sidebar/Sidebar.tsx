import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { useGate } from '@/components/gate/GateProvider';
import { LockIcon } from '@/components/gate/LockIcon';
import { PRODUCT_NAME } from '@/content/messages';
import { useIsChildSession } from '@/state/session';
import { LogoutDialog } from '../LogoutDialog';
import { type NavItem, navItems } from './navItems';

export { navItems } from './navItems';

const itemClass = (compact: boolean) =>
  `flex h-13 items-center gap-3 rounded-2xl px-2 text-lg font-bold transition-colors ${compact ? 'justify-center' : ''}`;

function Bubble({ className, children }: { className: string; children: string }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-10 shrink-0 place-items-center rounded-xl text-xl ${className}`}
    >
      {children}
    </span>
  );
}

/**
 * The sidebar's contents: logo, one link per entry (the current one marked with aria-current), and
 * Logout with its confirmation dialog. `compact` is the collapsed desktop rail: icons only, with the
 * labels kept for screen readers. `onNavigate` closes the mobile drawer after a choice. In kid mode
 * the children's entries come first and the grown-up areas and Logout sit under "For grown-ups",
 * each behind the parental gate. A child's class session (issue 17) sees only the children's entries
 * and its own Logout, which takes the tablet back to /class for the next child.
 */
export function SidebarContent({
  active,
  compact = false,
  onNavigate,
}: {
  active: string;
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useLingui();
  const gate = useGate();
  const navigate = useNavigate();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const child = useIsChildSession();
  // The gate guards a grown-up's areas on a shared device; a child's class session has none at all.
  const gateLogout = gate.kidMode && !child;
  const label = compact ? 'sr-only' : '';
  const item = itemClass(compact);
  const link = (n: NavItem) => {
    const current = n.id === active;
    const name = i18n._(n.label);
    const gated = gate.kidMode && n.grownUp;
    return (
      <li key={n.id}>
        <Link
          to={n.to}
          onClick={(e) => {
            if (gated) {
              e.preventDefault();
              onNavigate?.();
              gate.guard(() => navigate(n.to));
            } else onNavigate?.();
          }}
          aria-current={current ? 'page' : undefined}
          title={compact ? name : undefined}
          className={`${item} ${current ? 'bg-primary text-white shadow-md' : 'text-ink hover:bg-primary-soft'}`}
        >
          <Bubble className={n.bubble}>{n.icon}</Bubble>
          <span className={label}>{name}</span>
        </Link>
      </li>
    );
  };
  const kidItems = gate.kidMode || child ? navItems.filter((n) => !n.grownUp) : navItems;
  const grownUpItems = gate.kidMode && !child ? navItems.filter((n) => n.grownUp) : [];
  return (
    <div className="flex h-full flex-col gap-2 overflow-y-auto p-3">
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
      <nav aria-label={t`Dashboard`} className="flex flex-col gap-4">
        <ul className="flex flex-col gap-1.5">{kidItems.map(link)}</ul>
        {grownUpItems.length > 0 && (
          <section aria-labelledby="sidebar-grown-ups" className="border-t-2 border-primary-soft pt-3">
            <h2
              id="sidebar-grown-ups"
              className={`mb-1.5 flex items-center gap-1.5 px-2 text-sm font-bold text-ink-soft ${label}`}
            >
              <LockIcon className="size-4" />
              <Trans>For grown-ups</Trans>
            </h2>
            <ul className="flex flex-col gap-1.5">{grownUpItems.map(link)}</ul>
          </section>
        )}
      </nav>
      <div className="mt-auto border-t-2 border-primary-soft pt-3">
        <LogoutDialog
          open={logoutOpen}
          onOpenChange={setLogoutOpen}
          trigger={
            gateLogout ? undefined : (
              <button
                type="button"
                title={compact ? t`Logout` : undefined}
                className={`${item} w-full text-ink hover:bg-wrong-soft`}
              >
                <Bubble className="bg-rose-200">🚪</Bubble>
                <span className={label}>
                  <Trans>Logout</Trans>
                </span>
              </button>
            )
          }
        />
        {gateLogout && (
          <button
            type="button"
            title={compact ? t`Logout` : undefined}
            onClick={() => gate.guard(() => setLogoutOpen(true))}
            className={`${item} w-full text-ink hover:bg-wrong-soft`}
          >
            <Bubble className="bg-rose-200">🚪</Bubble>
            <span className={label}>
              <Trans>Logout</Trans>
            </span>
          </button>
        )}
      </div>
    </div>
  );
}
