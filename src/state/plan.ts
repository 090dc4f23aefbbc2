import { atom } from 'jotai';
import type { Plan } from '@/api/types';

/**
 * The signed-in user's subscription plan once read (null while unknown). The profile page writes
 * it when the plan switches so the performance page reflects it at once.
 */
export const planAtom = atom<{ userId: string; plan: Plan } | null>(null);
