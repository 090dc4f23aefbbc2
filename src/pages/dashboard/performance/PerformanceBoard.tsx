import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Card } from '@/components/ui/controls';
import { computeStats } from '@/lib/stats';
import { AchievementGrid } from '@/pages/dashboard/progress/AchievementGrid';
import { StatTiles } from '@/pages/dashboard/progress/StatTiles';
import type { ActivityResult } from '@/state/results';
import { EmptyState } from './EmptyState';
import { RecentList } from './RecentList';
import { SubjectBars } from './SubjectBars';
import { useStarBank } from './useStarBank';
import { WeekChart } from './WeekChart';

/** The statistics of one learner's results, or the empty state when there are none yet. */
export function PerformanceBoard({
  results,
  studentName,
  studentId = null,
  forTeacher = false,
}: {
  results: readonly ActivityResult[];
  studentName: string | null;
  /** The child whose star bank (the server's count) the stars tile shows. */
  studentId?: string | null;
  /** A teacher looking at a child of their class: no "Start the first lesson" button. */
  forTeacher?: boolean;
}) {
  const { t } = useLingui();
  const stats = useMemo(() => computeStats(results), [results]);
  const starBank = useStarBank(studentId);
  if (results.length === 0) return <EmptyState studentName={studentName} forTeacher={forTeacher} />;
  return (
    <div className="space-y-5">
      <StatTiles stats={stats} starBank={studentId ? starBank : undefined} />
      <div className="grid gap-5 lg:grid-cols-2">
        <Card title={t`Progress by subject`} icon="📚" id="perf-subjects">
          <SubjectBars progress={stats.bySubject} />
        </Card>
        <Card title={t`Weekly progress`} icon="📅" id="perf-week">
          <WeekChart week={stats.week} />
        </Card>
      </div>
      <div className="grid gap-5 lg:grid-cols-[1fr_1.2fr]">
        <Card title={t`Recent activity`} icon="🕒" id="perf-recent">
          <RecentList items={stats.recent} />
        </Card>
        <Card title={t`Achievements`} icon="🏅" id="perf-achievements">
          <AchievementGrid achievements={stats.achievements} />
        </Card>
      </div>
    </div>
  );
}
