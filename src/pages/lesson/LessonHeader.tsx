import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';

/** Displayed lives (spec §9): always 5, never lost. */
const HEARTS = 5;

function Heart() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 sm:h-7 sm:w-7" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.5c2.2 0 3.9 1.3 5.4 3.2 1.5-1.9 3.2-3.2 5.4-3.2 3.7 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z"
        fill="#ef4444"
        stroke="#b91c1c"
        strokeWidth="1.2"
      />
    </svg>
  );
}

/** The lesson's top bar: back to the dashboard, progress within the block, and the 5 hearts. */
export function LessonHeader({
  blockName,
  lessonNumber,
  totalLessons,
}: {
  blockName: string;
  lessonNumber: number;
  totalLessons: number;
}) {
  const percent = Math.round((lessonNumber / totalLessons) * 100);
  return (
    <header className="sticky top-0 z-10 border-b border-primary/10 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-2 sm:gap-5 sm:px-5">
        <Link
          to={paths.app}
          className="inline-flex min-h-12 items-center gap-1 rounded-full px-3 text-lg font-bold text-primary hover:bg-primary-soft"
        >
          <span aria-hidden="true">←</span> <span className="sr-only sm:not-sr-only">Lessons</span>
        </Link>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-bold text-ink-soft sm:text-base">
            <span className="hidden sm:inline">{blockName} · </span>Lesson {lessonNumber} of {totalLessons}
          </p>
          <div
            role="progressbar"
            aria-label="Lesson progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`Lesson ${lessonNumber} of ${totalLessons}`}
            className="mt-1 h-4 overflow-hidden rounded-full bg-primary-soft"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-primary to-[#8b5cf6]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <div className="flex items-center gap-0.5" role="img" aria-label={`${HEARTS} hearts`}>
          {Array.from({ length: HEARTS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: five identical hearts
            <Heart key={i} />
          ))}
        </div>
      </div>
    </header>
  );
}
