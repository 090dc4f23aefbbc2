import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { atom } from 'jotai';
import { store } from '@/lib/store';
import { supabase } from '@/lib/supabase';

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

let subscribers = 0;
let stop: (() => void) | null = null;

/**
 * Subscribes the atoms to supabase-js auth events (the first event, INITIAL_SESSION, reports the
 * session restored from storage). Reference-counted so StrictMode's double mount keeps one
 * subscription. Returns the function that releases it.
 */
export function startSessionSync(): () => void {
  subscribers += 1;
  if (!stop) {
    const { data } = supabase.auth.onAuthStateChange((event, session) => applyAuthEvent(event, session));
    stop = () => data.subscription.unsubscribe();
  }
  return () => {
    subscribers -= 1;
    if (subscribers === 0 && stop) {
      stop();
      stop = null;
    }
  };
}
