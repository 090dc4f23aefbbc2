/*
 * What the app's bundle uses in place of supabase-js's Realtime, Storage and Functions clients
 * (vite.config.ts aliases `@supabase/realtime-js`, `@supabase/storage-js` and
 * `@supabase/functions-js` here). supabase-js builds all three in its constructor, but MathPop's server
 * has no /realtime, /storage or /functions endpoint and nothing calls them: they cost every page that
 * talks to the server ~20 KB gzip before a child can play. Types still come from the real packages
 * (tsc and the API tests, which run outside Vite, are unaffected). Calling any of them fails loudly.
 */

const unavailable = (what: string): never => {
  throw new Error(`supabase ${what} is not part of MathPop's build (the server has no such endpoint)`);
};

/** Stand-in for realtime-js's client: supabase-js only tells it about token changes. */
export class RealtimeClient {
  /** supabase-js forwards every new access token; nothing listens. */
  setAuth(): Promise<void> {
    return Promise.resolve();
  }
  /** Realtime channels are not served by MathPop. */
  channel(): never {
    return unavailable('realtime');
  }
  /** No channels exist. */
  getChannels(): [] {
    return [];
  }
  /** No channel can exist to remove. */
  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }
  /** No channels to remove. */
  removeAllChannels(): Promise<[]> {
    return Promise.resolve([]);
  }
}

/** Stand-in for storage-js's client: constructed by supabase-js, never used. */
export class StorageClient {
  /** Buckets are not served by MathPop. */
  from(): never {
    return unavailable('storage');
  }
}

/** Stand-in for functions-js's client: supabase-js builds it only when `.functions` is read. */
export class FunctionsClient {
  constructor() {
    unavailable('functions');
  }
}

/** supabase-js re-exports these error classes; nothing here can raise them. */
export class StorageApiError extends Error {}
/** See StorageApiError. */
export class FunctionsError extends Error {}
/** See StorageApiError. */
export class FunctionsFetchError extends FunctionsError {}
/** See StorageApiError. */
export class FunctionsHttpError extends FunctionsError {}
/** See StorageApiError. */
export class FunctionsRelayError extends FunctionsError {}
/** supabase-js re-exports this enum-like object. */
export const FunctionRegion = { Any: 'any' } as const;
