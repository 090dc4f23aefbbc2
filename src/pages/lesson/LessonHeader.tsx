import { Trans, useLingui } from '@lingui/react/macro';

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { blockTitle } from '@/content/block-titles';

/**
 * The lesson's top bar: back to the dashboard, progress within the block, and below it the voice
 * bar (`children`). The spec's five hearts are gone (issue 22): they never changed, so they meant
 * nothing, and lives a child can lose are no help to a 6-year-old learning.
 */
export function LessonHeader({
  blockName,
  lessonNumber,
  totalLessons,
  children,
}: {
  blockName: string;
  lessonNumber: number;
  totalLessons: number;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const percent = Math.round((lessonNumber / totalLessons) * 100);
  return (
    <header className="sticky top-0 z-10 border-b border-primary/10 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-2 sm:gap-5 sm:px-5">
        <Link
          to={paths.app}
          className="inline-flex min-h-12 items-center gap-1 rounded-full px-3 text-lg font-bold text-primary hover:bg-primary-soft"
        >
          <span aria-hidden="true">←</span>{' '}
          <span className="sr-only sm:not-sr-only">
            <Trans>Lessons</Trans>
          </span>
        </Link>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-bold text-ink-soft sm:text-base">
            <span className="hidden sm:inline">{blockTitle(blockName)} · </span>
            <Trans>
              Lesson {lessonNumber} of {totalLessons}
            </Trans>
          </p>
          <div
            role="progressbar"
            aria-label={t`Lesson progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t`Lesson ${lessonNumber} of ${totalLessons}`}
            className="mt-1 h-4 overflow-hidden rounded-full bg-primary-soft"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-primary to-[#8b5cf6]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      </div>
      {children}
    </header>
  );
}
