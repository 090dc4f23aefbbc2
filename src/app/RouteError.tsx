import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { messages } from '@/lib/messages';

/** Describes whatever a route threw, as text. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown when a route throws while loading or rendering (spec §8). */
export default function RouteError() {
  const error = useRouteError();
  return (
    <main className="min-h-dvh bg-cloud p-8">
      <h2 className="font-display text-3xl font-bold text-wrong">{messages.routeError.title}</h2>
      <pre className="mt-4 whitespace-pre-wrap rounded-card bg-white p-4 text-ink-soft">
        {describeError(error)}
      </pre>
    </main>
  );
}
