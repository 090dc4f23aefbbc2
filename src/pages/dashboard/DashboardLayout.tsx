import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type DashboardTab, paths } from '@/app/paths';
import { GateProvider, useGate } from '@/components/gate/GateProvider';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { PRODUCT_NAME } from '@/content/messages';
import { greetingName } from '@/lib/greetingName';
import { useDevicePlayer, usePickerRequested } from '@/state/devicePlayer';
import { GROWN_UP } from '@/state/playerMode';
import { useIsChildSession, useSession } from '@/state/session';
import { useProfileLocale } from './account/useProfileLocale';
import { ConfirmReminder } from './ConfirmReminder';
import { visibleTab } from './childTabs';
import { tabFromLocation } from './dashboardTab';
import GamesTab from './games/GamesTab';
import LessonsTab from './lessons/LessonsTab';
import { AddFirstChild } from './player/AddFirstChild';
import { GrownUpsOnly } from './player/GrownUpsOnly';
import { LetPlay } from './player/LetPlay';
import { PlayerBar } from './player/PlayerBar';
import { usePlayerMode } from './player/usePlayerMode';
import { useSwitchPlayer } from './player/useSwitchPlayer';
import { WhoIsPlaying } from './player/WhoIsPlaying';
import { isGrownUpArea, navItems } from './sidebar/navItems';
import { SidebarContent } from './sidebar/Sidebar';
import { useSidebar } from './sidebar/useSidebar';
import { TabSkeleton } from './TabSkeleton';
import WorksheetsTab from './worksheets/WorksheetsTab';

const PerformanceTab = lazy(() => import('./performance/PerformanceTab'));
const ProfileTab = lazy(() => import('./profile/ProfileTab'));
const RocketTab = lazy(() => import('./rocket/RocketTab'));

const tabs: Record<DashboardTab, React.ComponentType> = {
  lessons: LessonsTab,
  games: GamesTab,
  worksheets: WorksheetsTab,
  performance: PerformanceTab,
  profile: ProfileTab,
  rocket: RocketTab,
};

/**
 * The dashboard (/app, /app?tab=…, /app/performance). First, who plays on this device: "Who's
 * playing?" when asked (usePlayerMode), kid mode (grown-up areas behind the parental gate) or the
 * grown-up's full dashboard. A child's class session is always kid mode as that child, with no
 * grown-up area at all (a grown-up tab's address shows Lessons; the server refuses its data anyway).
 */
export default function DashboardLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const child = useIsChildSession();
  const active = visibleTab(tabFromLocation(pathname, search), child);
  const { mode, students } = usePlayerMode(active === 'lessons');
  const setChoice = useDevicePlayer()[1];
  const setRequested = usePickerRequested()[1];
  const switchPlayer = useSwitchPlayer();
  useProfileLocale();
  if (mode.kind === 'loading') return <PageSpinner />;
  const kid = mode.kind === 'kid' ? (students.find((s) => s.id === mode.studentId) ?? null) : null;
  // Handing the device to a child: kid mode as them, from their home.
  const play = (id: string) => {
    setChoice(id);
    setRequested(false);
    navigate(paths.app);
  };
  return (
    <GateProvider kidMode={mode.kind === 'kid'}>
      {mode.kind === 'ask' ? (
        <PickerScreen students={students} locked={mode.locked} onChoose={play} />
      ) : (
        <DashboardShell
          active={active}
          kid={kid}
          students={students}
          onPlay={play}
          canSwitch={students.length > 0}
          onSwitch={switchPlayer}
        />
      )}
    </GateProvider>
  );
}

/**
 * "Who's playing?". On a child's device (`locked`) its Grown-up tile waits behind the parental
 * gate; a grown-up who just signed in is a grown-up already, so theirs opens at once.
 */
function PickerScreen({
  students,
  locked,
  onChoose,
}: {
  students: Parameters<typeof WhoIsPlaying>[0]['students'];
  locked: boolean;
  onChoose: (id: string) => void;
}) {
  const gate = useGate();
  const setChoice = useDevicePlayer()[1];
  const setRequested = usePickerRequested()[1];
  const grownUp = () =>
    gate.guard(
      () => {
        setChoice(GROWN_UP);
        setRequested(false);
      },
      { always: locked },
    );
  return <WhoIsPlaying students={students} onChoose={onChoose} onGrownUp={grownUp} />;
}

/**
 * The dashboard's frame: a sidebar (a collapsible rail on desktop, a drawer under 768 px, Ctrl/Cmd+B
 * toggles it) and the tab the address names, so reload and back/forward keep the tab. In kid mode
 * a grown-up area reached by its address waits behind the gate.
 */
function DashboardShell({
  active,
  kid,
  students,
  onPlay,
  canSwitch,
  onSwitch,
}: {
  active: DashboardTab;
  kid: Parameters<typeof PlayerBar>[0]['kid'];
  students: Parameters<typeof LetPlay>[0]['students'];
  onPlay: (studentId: string) => void;
  canSwitch: boolean;
  onSwitch: () => void;
}) {
  const { t, i18n } = useLingui();
  const sidebar = useSidebar();
  const gate = useGate();
  const user = useSession()?.user;
  // A child's class session has a first name, never a full name (server/README.md "Class sign-in").
  const meta = user?.user_metadata as { full_name?: string; first_name?: string } | undefined;
  const name = greetingName(meta?.full_name ?? meta?.first_name);
  const locked = gate.kidMode && isGrownUpArea(active) && !gate.passed();
  const Tab = locked ? GrownUpsOnly : tabs[active];
  const item = navItems.find((n) => n.id === active);
  const label = item ? i18n._(item.label) : '';

  useEffect(() => {
    document.title = `${label} · ${PRODUCT_NAME}`;
  }, [label]);

  const toggleLabel = sidebar.isMobile
    ? t`Open menu`
    : sidebar.open
      ? t`Collapse sidebar`
      : t`Expand sidebar`;
  return (
    <div className="flex min-h-dvh bg-cloud">
      <a
        href="#main"
        className="sr-only z-50 rounded-2xl bg-primary px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      {!sidebar.isMobile && (
        <aside
          id="dashboard-sidebar"
          aria-label={t`Sidebar`}
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
              <Dialog.Title className="sr-only">
                <Trans>Menu</Trans>
              </Dialog.Title>
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
            title={t`${toggleLabel} (Ctrl+B)`}
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
          <PlayerBar kid={kid} grownUpName={name} canSwitch={canSwitch} onSwitch={onSwitch} />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto outline-none w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8"
        >
          {/* A grown-up's errand: not shown to a child. */}
          {!gate.kidMode && <ConfirmReminder />}
          {!gate.kidMode && active === 'lessons' && students.length > 0 && (
            <LetPlay students={students} onPlay={onPlay} onPick={onSwitch} />
          )}
          {!gate.kidMode && !kid && active === 'lessons' && students.length === 0 && <AddFirstChild />}
          <Suspense fallback={<TabSkeleton />}>
            <Tab />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
