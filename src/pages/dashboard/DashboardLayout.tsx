import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { DashboardTab } from '@/app/paths';
import { PRODUCT_NAME } from '@/content/messages';
import { useIsChildSession, useSession } from '@/state/session';
import { ConfirmReminder } from './ConfirmReminder';
import { visibleTab } from './childTabs';
import { tabFromLocation } from './dashboardTab';
import GamesTab from './games/GamesTab';
import LessonsTab from './lessons/LessonsTab';
import { navItems, SidebarContent } from './sidebar/Sidebar';
import { useSidebar } from './sidebar/useSidebar';
import { TabSkeleton } from './TabSkeleton';
import WorksheetsTab from './worksheets/WorksheetsTab';

const PerformanceTab = lazy(() => import('./performance/PerformanceTab'));
const ProfileTab = lazy(() => import('./profile/ProfileTab'));

const tabs: Record<DashboardTab, React.ComponentType> = {
  lessons: LessonsTab,
  games: GamesTab,
  worksheets: WorksheetsTab,
  performance: PerformanceTab,
  profile: ProfileTab,
};

/**
 * The dashboard (/app, /app?tab=…, /app/performance): a sidebar (a collapsible rail on desktop, a
 * drawer under 768 px, Ctrl/Cmd+B toggles it) and the tab the address names, so reload and
 * back/forward keep the tab.
 */
export default function DashboardLayout() {
  const { pathname, search } = useLocation();
  const child = useIsChildSession();
  const active = visibleTab(tabFromLocation(pathname, search), child);
  const sidebar = useSidebar();
  const user = useSession()?.user;
  // A child's class session has a first name, never a full name (server/README.md "Class sign-in").
  const meta = user?.user_metadata as { full_name?: string; first_name?: string } | undefined;
  const name = (meta?.full_name ?? meta?.first_name)?.split(' ')[0];
  const Tab = tabs[active];
  const label = navItems.find((n) => n.tab === active)?.label ?? '';

  useEffect(() => {
    document.title = `${label} · ${PRODUCT_NAME}`;
  }, [label]);

  const toggleLabel = sidebar.isMobile ? 'Open menu' : sidebar.open ? 'Collapse sidebar' : 'Expand sidebar';
  return (
    <div className="flex min-h-dvh bg-cloud">
      <a
        href="#main"
        className="sr-only z-50 rounded-2xl bg-primary px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {!sidebar.isMobile && (
        <aside
          id="dashboard-sidebar"
          aria-label="Sidebar"
          className={`sticky top-0 h-dvh shrink-0 border-r-2 border-primary-soft bg-white transition-[width] duration-200 ${sidebar.open ? 'w-64' : 'w-20'}`}
        >
          <SidebarContent active={active} compact={!sidebar.open} />
        </aside>
      )}
      {sidebar.isMobile && (
        <Dialog.Root open={sidebar.openMobile} onOpenChange={sidebar.setOpenMobile}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
            <Dialog.Content
              id="dashboard-sidebar"
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-40 w-72 bg-white shadow-2xl"
            >
              <Dialog.Title className="sr-only">Menu</Dialog.Title>
              <SidebarContent active={active} onNavigate={() => sidebar.setOpenMobile(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b-2 border-primary-soft bg-white/90 px-3 backdrop-blur sm:px-5">
          <button
            type="button"
            onClick={sidebar.toggle}
            aria-label={toggleLabel}
            aria-controls={sidebar.isMobile && !sidebar.openMobile ? undefined : 'dashboard-sidebar'}
            aria-expanded={sidebar.isMobile ? sidebar.openMobile : sidebar.open}
            aria-keyshortcuts="Control+B Meta+B"
            title={`${toggleLabel} (Ctrl+B)`}
            className="grid size-12 place-items-center rounded-2xl text-primary-dark hover:bg-primary-soft"
          >
            <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
              <path
                d="M4 6h16M4 12h16M4 18h16"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <p className="truncate font-display text-xl font-semibold text-ink">
            {name ? `Hi, ${name}!` : 'Welcome!'} <span aria-hidden="true">👋</span>
          </p>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto outline-none w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8"
        >
          <ConfirmReminder />
          <Suspense fallback={<TabSkeleton />}>
            <Tab />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
