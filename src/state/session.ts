import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { atom } from 'jotai';

/** The current auth session (null when signed out); updated by every auth event. */
export const sessionAtom = atom<Session | null>(null);

/** False until the initial session has been read from storage, so guards don't redirect too early. */
export const sessionReadyAtom = atom(false);

/** The last auth event seen (initial session, signed in, signed out, token refreshed, …). */
export const lastAuthEventAtom = atom<AuthChangeEvent | null>(null);
