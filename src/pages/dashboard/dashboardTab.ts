import { type DashboardTab, paths } from '@/app/paths';

const queryTabs: readonly DashboardTab[] = ['games', 'worksheets', 'profile'];

/**
 * The dashboard tab an address shows: /app/performance → performance; /app/rocket → rocket; /app?tab=games|worksheets|
 * profile → that tab; anything else under /app → lessons (the default).
 */
export function tabFromLocation(pathname: string, search: string): DashboardTab {
  if (pathname.replace(/\/$/, '') === paths.performance) return 'performance';
  if (pathname.replace(/\/$/, '') === paths.rocket) return 'rocket';
  const tab = new URLSearchParams(search).get('tab');
  if (tab === 'performance') return 'performance';
  return queryTabs.find((t) => t === tab) ?? 'lessons';
}
