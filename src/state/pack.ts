import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { getMyPack, type PackInfo } from '@/api/my-pack';
import { store } from '@/lib/store';
import { sessionAtom } from './session';

/** The signed-in account's pack as the server last said, with whose it is. */
const packAtom = atom<{ userId: string; pack: PackInfo } | null>(null);
let loading: string | null = null;

/** Asks the server again (after a purchase, a claim, or a poll on /welcome); returns the answer. */
export async function refreshPack(): Promise<PackInfo | null> {
  const userId = store.get(sessionAtom)?.user.id;
  if (!userId) return null;
  const pack = await getMyPack();
  if (store.get(sessionAtom)?.user.id === userId) store.set(packAtom, { userId, pack });
  return pack;
}

/** Stores an answer the server gave another way (claim_purchase answers my_pack()). */
export function setPack(pack: PackInfo): void {
  const userId = store.get(sessionAtom)?.user.id;
  if (userId) store.set(packAtom, { userId, pack });
}

/**
 * The signed-in account's pack, loaded once per account; null while unknown. Unknown, offline or
 * failed counts as open: the pack is a children's pack, not DRM, and a slow answer must never lock
 * a child out of what they may play.
 */
export function usePack(): PackInfo | null {
  const userId = useAtomValue(sessionAtom)?.user.id ?? null;
  const known = useAtomValue(packAtom);
  const current = known && known.userId === userId ? known.pack : null;
  useEffect(() => {
    if (!userId || current || loading === userId) return;
    loading = userId;
    refreshPack()
      .catch(() => undefined)
      .finally(() => {
        if (loading === userId) loading = null;
      });
  }, [userId, current]);
  return current;
}

const lockedBy = (free: boolean, pack: PackInfo | null) =>
  !free && pack !== null && pack.payments && !pack.has_pack;

/** Whether something that is not free is locked for this account right now (loads the pack). */
export function useLocked(free: boolean): boolean {
  return lockedBy(free, usePack());
}

/**
 * The same, from what is already known, without asking: a game or lesson route opened from the
 * dashboard ("Next game" included) knows the pack; a cold route does not load supabase-js or ask the
 * server just for this (README "Route sizes"), and stays open.
 */
export function useLockedIfKnown(free: boolean): boolean {
  const userId = useAtomValue(sessionAtom)?.user.id ?? null;
  const known = useAtomValue(packAtom);
  return lockedBy(free, known && known.userId === userId ? known.pack : null);
}
