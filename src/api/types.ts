import type { Tables } from './database.types';

/** Row shapes of the public tables, from the generated `Database` type (`npm run db:types`). */

/** A subscription plan; plans act as roles (spec §6). */
export type Plan = 'parents' | 'teachers';

/** Plan limits on student profiles (spec §9). */
export const PLAN_LIMITS: Record<Plan, number> = { parents: 1, teachers: 25 };

/** One row of `profiles`, its plan narrowed to the values the table's check constraint allows. */
export type Profile = Omit<Tables<'profiles'>, 'subscription_plan'> & { subscription_plan: Plan };

/** The fields of `profiles` the personal-information form edits. */
export type ProfileUpdate = Pick<Profile, 'full_name' | 'grade' | 'favorite_subject'>;

/** One row of `student_profiles`. */
export type StudentProfile = Tables<'student_profiles'>;

/** One row of `activity_results` (`assisted`: finished with a helper button, migration 20261124000300). */
export type ActivityResultRow = Tables<'activity_results'>;
