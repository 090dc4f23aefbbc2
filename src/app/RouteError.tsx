import { Trans } from '@lingui/react/macro';

import { isRouteErrorResponse } from 'react-router-dom';
import { messages } from '@/content/messages';
import { paths } from './paths';

/** Describes whatever a route threw, as text. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown when a route throws while loading or rendering (spec §8): the heading, then the error text. */
export default function RouteError({ error }: { error: unknown }) {
  return (
    <main className="min-h-dvh bg-cloud px-6 py-12">
      <div className="mx-auto max-w-2xl">
        <h1 className="font-display text-3xl font-bold text-wrong">{messages.routeError.title}</h1>
        <pre className="mt-4 whitespace-pre-wrap break-words rounded-card bg-white p-4 text-ink-soft">
          {describeError(error)}
        </pre>
        {/* A full page load, so a stale or missing chunk is fetched afresh. */}
        <a
          href={paths.home}
          className="mt-6 inline-flex min-h-12 items-center font-bold text-primary underline"
        >
          <Trans>Reload MathPop</Trans>
        </a>
      </div>
    </main>
  );
}
