import { useEffect } from 'react';
import { getProfile } from '@/api/get-profile';
import { currentLocale, switchLocale } from '@/i18n/i18n';
import { isLocale } from '@/i18n/locales';
import { useIsChildSession, useSession } from '@/state/session';

// Grown-ups whose saved language this page load has already applied: the switch re-renders the
// whole tree (and this hook with it), and a later choice on this device must not be undone.
const applied = new Set<string>();

/**
 * Issue 26: a grown-up's language follows them. When their session reaches the dashboard on a
 * device, the language saved in their profile (profiles.locale) replaces the device's when they
 * differ, and this device remembers it. A child's class session has no profile of its own.
 */
export function useProfileLocale(): void {
  const userId = useSession()?.user.id ?? null;
  const child = useIsChildSession();
  useEffect(() => {
    if (!userId || child || applied.has(userId)) return;
    applied.add(userId);
    const before = currentLocale();
    getProfile(userId).then(
      (profile) => {
        const saved = profile.locale;
        // Someone who switched while the profile loaded has chosen already: theirs wins.
        if (isLocale(saved) && saved !== before && currentLocale() === before) void switchLocale(saved);
      },
      () => applied.delete(userId), // offline: try again on the next visit
    );
  }, [userId, child]);
}
