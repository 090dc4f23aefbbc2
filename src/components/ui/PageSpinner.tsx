import { Trans } from '@lingui/react/macro';

/** Full-page loading indicator while a route's code downloads. */
export function PageSpinner() {
  return (
    <div role="status" aria-live="polite" className="min-h-dvh grid place-items-center">
      <span className="size-12 animate-spin rounded-full border-4 border-primary-soft border-t-primary" />
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
