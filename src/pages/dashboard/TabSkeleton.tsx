import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/Skeleton';

/** Grey placeholder cards while a tab's code or data loads. */
export function TabSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton className="h-9 w-56" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-44" />
        ))}
      </div>
    </div>
  );
}

/** Heading block at the top of each dashboard tab. */
export function TabHeading({
  id,
  title,
  intro,
  emoji,
}: {
  id: string;
  title: string;
  intro: string;
  emoji: string;
}) {
  return (
    <div className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white text-3xl shadow-sm"
      >
        {emoji}
      </span>
      <div>
        <h1 id={id} className="font-display text-3xl font-bold text-ink sm:text-4xl">
          {title}
        </h1>
        <p className="text-lg text-ink-soft">{intro}</p>
      </div>
    </div>
  );
}
