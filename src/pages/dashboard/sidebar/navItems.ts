import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dashboardTabPath, paths } from '@/app/paths';

/** One sidebar entry: where it goes, and whether it is a grown-up area (behind the gate in kid mode). */
export interface NavItem {
  /** The dashboard tab it opens (or the page's own id), matched to mark the current entry. */
  id: string;
  to: string;
  /** Read with `i18n._(label)` when shown, so it follows the language. */
  label: MessageDescriptor;
  icon: string;
  bubble: string;
  grownUp: boolean;
}

/**
 * The sidebar's entries in order. Kid mode shows the ones with grownUp false at the top and the
 * others under "For grown-ups".
 */
export const navItems: readonly NavItem[] = [
  {
    id: 'lessons',
    to: dashboardTabPath('lessons'),
    label: msg`Lessons`,
    icon: '📚',
    bubble: 'bg-violet-200',
    grownUp: false,
  },
  {
    id: 'practice',
    to: paths.practice,
    label: msg`Practice`,
    icon: '🚀',
    bubble: 'bg-orange-200',
    grownUp: false,
  },
  {
    id: 'games',
    to: dashboardTabPath('games'),
    label: msg`Games`,
    icon: '🎮',
    bubble: 'bg-sky-200',
    grownUp: false,
  },
  {
    id: 'rocket',
    to: dashboardTabPath('rocket'),
    label: msg`My rocket`,
    icon: '⭐',
    bubble: 'bg-yellow-200',
    grownUp: false,
  },
  {
    id: 'worksheets',
    to: dashboardTabPath('worksheets'),
    label: msg`Worksheets`,
    icon: '📝',
    bubble: 'bg-amber-200',
    grownUp: true,
  },
  {
    id: 'performance',
    to: dashboardTabPath('performance'),
    label: msg`Performance`,
    icon: '📈',
    bubble: 'bg-emerald-200',
    grownUp: true,
  },
  {
    id: 'profile',
    to: dashboardTabPath('profile'),
    label: msg`Profile`,
    icon: '🙂',
    bubble: 'bg-pink-200',
    grownUp: true,
  },
];

/** Whether a dashboard tab is a grown-up area. */
export function isGrownUpArea(id: string): boolean {
  return navItems.some((n) => n.id === id && n.grownUp);
}
