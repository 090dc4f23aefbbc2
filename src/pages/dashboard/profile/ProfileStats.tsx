import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { listAllResults } from '@/api/list-all-results';
import { Card, LoadError } from '@/components/ui/controls';
import { Skeleton } from '@/components/ui/Skeleton';
import { computeStats } from '@/lib/stats';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { AchievementGrid } from '@/pages/dashboard/progress/AchievementGrid';
import { StatTiles } from '@/pages/dashboard/progress/StatTiles';
import { profileTexts } from './texts';

/** Statistics and achievements over all of the account's real results. */
export function ProfileStats({ userId, teachers }: { userId: string; teachers: boolean }) {
  const { t } = useLingui();
  const results = useLoad(`all-results:${userId}`, () => listAllResults(userId));
  const stats = useMemo(
    () => (results.state.status === 'ready' ? computeStats(results.state.data) : null),
    [results.state],
  );
  return (
    <Card title={teachers ? t`Class statistics` : t`Statistics`} icon="📊" id="stats">
      {results.state.status === 'loading' && <Skeleton className="h-24" />}
      {results.state.status === 'error' && (
        <LoadError text={profileTexts.resultsLoadFailed} onRetry={results.reload} />
      )}
      {stats && stats.total === 0 && (
        <p className="mb-4 rounded-2xl bg-cloud p-4 text-lg text-ink-soft">
          <Trans>
            No activities yet. Stars and badges appear here as soon as the first lesson or game is played.
          </Trans>
        </p>
      )}
      {stats && (
        <div className="space-y-5">
          {stats.total > 0 && <StatTiles stats={stats} />}
          <div>
            <h3 className="mb-2 font-display text-lg font-semibold">
              <Trans>Achievements</Trans>
            </h3>
            <AchievementGrid achievements={stats.achievements} />
          </div>
        </div>
      )}
    </Card>
  );
}
