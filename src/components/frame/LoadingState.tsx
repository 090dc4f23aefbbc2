import { Trans, useLingui } from '@lingui/react/macro';

/** The scene's loading state: a friendly progress bar while its code, font and sounds load. */
export function LoadingState({ title, progress }: { title: string; progress: number }) {
  const { t } = useLingui();
  const percent = Math.round(Math.max(0, Math.min(1, progress)) * 100);
  return (
    <div className="grid h-full place-items-center px-6">
      <div className="w-full max-w-sm text-center text-white">
        <div
          className="mx-auto mb-4 size-16 animate-bounce rounded-full bg-sun shadow-lg"
          aria-hidden="true"
        />
        <p className="font-display text-2xl font-semibold">
          <Trans>Loading {title}…</Trans>
        </p>
        <div
          role="progressbar"
          aria-label={t`Loading ${title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-4 h-5 overflow-hidden rounded-full bg-white/20"
        >
          <div
            className="h-full rounded-full bg-sun transition-[width] duration-200"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </div>
  );
}
