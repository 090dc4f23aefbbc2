import type { PicturePair } from '@/content/class-pictures';
import type { ActivityResult } from '@/state/results';
import type { Tables } from './database.types';
import { ApiError } from './errors';
import type { Plan, Profile } from './types';

/**
 * Narrows `profiles.subscription_plan` (a text column whose check constraint allows 'parents' and
 * 'teachers'; the generated types see only `string`). Anything else means the schema changed under
 * the app, which should fail loudly rather than be treated as some plan.
 */
export function planOf(value: string): Plan {
  if (value === 'parents' || value === 'teachers') return value;
  throw new ApiError({ message: `Unknown subscription plan "${value}"` });
}

/** Narrows `activity_results.kind` (check constraint: 'lesson' or 'game'), as `planOf` does. */
export function resultKindOf(value: string): ActivityResult['kind'] {
  if (value === 'lesson' || value === 'game') return value;
  throw new ApiError({ message: `Unknown activity kind "${value}"` });
}

/** A `profiles` row with its plan narrowed. */
export function toProfile(row: Tables<'profiles'>): Profile {
  return { ...row, subscription_plan: planOf(row.subscription_plan) };
}

/** Narrows a picture password (check constraint: two distinct pictures 0..11) to a pair. */
export function picturePairOf(value: readonly number[]): PicturePair {
  const [a, b] = value;
  const ok = (n: number | undefined) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 11;
  if (value.length === 2 && ok(a) && ok(b) && a !== b) return [a, b];
  throw new ApiError({ message: `Malformed picture password ${JSON.stringify(value)}` });
}
