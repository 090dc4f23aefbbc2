import type { DashboardTab } from '@/app/paths';

/** The tabs a child's class session sees: play only, no grown-up areas (issue 17). */
export const CHILD_TABS: readonly DashboardTab[] = ['lessons', 'games', 'rocket'];

/**
 * The tab to show: a child session asking for a grown-up tab (Worksheets, Performance, Profile)
 * gets Lessons instead. The server refuses the grown-up data anyway; this keeps the child's view clean.
 */
export function visibleTab(tab: DashboardTab, child: boolean): DashboardTab {
  return child && !CHILD_TABS.includes(tab) ? 'lessons' : tab;
}
