/**
 * Whether a failed call failed for want of a network (the browser is offline, or the request never
 * reached the server), so the answer is worth keeping for later or reading from the device instead.
 * supabase-js reports a failed fetch as an error whose message carries the browser's TypeError.
 */
export function isOfflineError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /failed to fetch|networkerror|network request failed|load failed|fetch failed/i.test(message);
}
