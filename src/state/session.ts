import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { atom, useAtom, useAtomValue } from 'jotai';
import { authStorageKey, readStoredSession } from '@/lib/authStorage';
import { store } from '@/lib/store';
import { getSupabase, onSupabaseLoaded, peekSupabase } from '@/lib/supabase';

/** The current auth session (null when signed out); updated by every auth event. */
export const sessionAtom = atom<Session | null>(null);

/** False until the initial session has been read from storage, so guards don't redirect too early. */
export const sessionReadyAtom = atom(false);

/**
 * True while the user's own logout is under way: the guard then waits instead of sending them to the
 * login page, because logout goes to the home page.
 */
export const signingOutAtom = atom(false);

/** The last auth event seen (initial session, signed in, signed out, token refreshed, …). */
export const lastAuthEventAtom = atom<AuthChangeEvent | null>(null);

/**
 * Applies one auth event to the atoms. Every event (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT,
 * TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED) carries the session as it
 * now is, so one rule covers them all: store it, remember the event, and mark the session as known.
 */
export function applyAuthEvent(event: AuthChangeEvent, session: Session | null): void {
  store.set(sessionAtom, session);
  store.set(lastAuthEventAtom, event);
  store.set(sessionReadyAtom, true);
}

/** Clears the session atoms after a local sign-out that did not go through the auth client. */
export function clearSession(): void {
  applyAuthEvent('SIGNED_OUT', null);
}

/**
 * Applies a still-valid stored session before anything renders (the shell's route loader) and
 * returns it. It never overrides a session that is already known (any auth event marks it known).
 * It primes even when supabase-js is already loaded: an auth page may have asked for the client
 * (`getSupabase`) before the shell's loader runs; the client's own first event comes only after the
 * first render, which would then show the login form for a frame.
 */
export function primeSessionFromStorage(): Session | null {
  const stored = readStoredSession();
  if (stored && !store.get(sessionReadyAtom)) applyAuthEvent('INITIAL_SESSION', stored);
  return stored;
}

/** With a stored session, supabase-js is loaded this long before its token expires, to refresh it. */
const REFRESH_AHEAD_MS = 5 * 60_000;
const MAX_TIMEOUT_MS = 2_147_483_647;

let subscribers = 0;
let stop: (() => void) | null = null;

/**
 * Keeps the atoms current. A still-valid stored session is applied at once, without supabase-js, so
 * guarded pages render straight away and a game route never waits for (or downloads) the auth
 * client just to know who is playing. The client is loaded when there is no such session (it must
 * refresh or confirm the sign-out), when another tab changes the session, shortly before the token
 * expires, or whenever a page needs it; from then on its auth events drive the atoms.
 */
function syncSession(): () => void {
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  const stopWaiting = onSupabaseLoaded((client) => {
    if (stopped) return;
    const { data } = client.auth.onAuthStateChange((event, session) => applyAuthEvent(event, session));
    unsubscribe = () => data.subscription.unsubscribe();
  });
  const load = () => {
    getSupabase().catch(() => {
      // The client could not be fetched (offline): with no usable session the guard sends the
      // visitor to the login page, which explains what went wrong when they try again.
      if (!store.get(sessionReadyAtom)) applyAuthEvent('INITIAL_SESSION', null);
    });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== authStorageKey() || peekSupabase() !== null) return;
    const next = readStoredSession();
    if (next) applyAuthEvent('TOKEN_REFRESHED', next);
    else load();
  };
  if (peekSupabase() === null) {
    const stored = primeSessionFromStorage();
    if (stored) {
      const wait = (stored.expires_at ?? 0) * 1000 - Date.now() - REFRESH_AHEAD_MS;
      timer = setTimeout(load, Math.min(MAX_TIMEOUT_MS, Math.max(0, wait)));
      window.addEventListener('storage', onStorage);
    } else load();
  }
  return () => {
    stopped = true;
    stopWaiting();
    unsubscribe?.();
    clearTimeout(timer);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Starts the session sync (see `syncSession`; the first supabase-js event, INITIAL_SESSION, reports
 * the session restored from storage). Reference-counted so StrictMode's double mount keeps one
 * subscription. Returns the function that releases it.
 */
export function startSessionSync(): () => void {
  subscribers += 1;
  if (!stop) stop = syncSession();
  return () => {
    subscribers -= 1;
    if (subscribers === 0 && stop) {
      stop();
      stop = null;
    }
  };
}

/** Whether a session is a child's class session (server/README.md "Class sign-in": role mathpop_child). */
export function isChildUser(session: Session | null): boolean {
  return session?.user.role === 'mathpop_child';
}

/** Whether the signed-in session is a child's class session: the app shows only the child's things. */
export function useIsChildSession(): boolean {
  return isChildUser(useAtomValue(sessionAtom));
}

/** The signed-in session in React (null when signed out). */
export function useSession(): Session | null {
  return useAtomValue(sessionAtom);
}

/** Whether the first session check has finished. */
export function useSessionReady(): boolean {
  return useAtomValue(sessionReadyAtom);
}

/** Whether a sign-out is under way, and its setter (guards stop redirecting to login meanwhile). */
export function useSigningOut(): [boolean, (value: boolean) => void] {
  return useAtom(signingOutAtom);
}
