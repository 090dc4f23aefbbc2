/** Row shapes of the public tables (supabase/migrations), as the REST API returns them. */

/** A subscription plan; plans act as roles (spec §6). */
export type Plan = 'parents' | 'teachers';

/** Plan limits on student profiles (spec §9). */
export const PLAN_LIMITS: Record<Plan, number> = { parents: 1, teachers: 25 };

/** One row of `profiles`. */
export interface Profile {
  user_id: string;
  full_name: string | null;
  grade: string | null;
  favorite_subject: string | null;
  subscription_plan: Plan;
  created_at: string;
}

/** The fields of `profiles` the personal-information form edits. */
export type ProfileUpdate = Pick<Profile, 'full_name' | 'grade' | 'favorite_subject'>;

/** One row of `student_profiles`. */
export interface StudentProfile {
  id: string;
  user_id: string;
  student_name: string;
  student_grade: string | null;
  avatar_url: string | null;
  created_at: string;
}

/** One row of `activity_results`. */
export interface ActivityResultRow {
  id: string;
  user_id: string;
  student_profile_id: string | null;
  kind: 'lesson' | 'game';
  activity_id: string;
  is_correct: boolean;
  attempts: number;
  stars: number;
  /** Finished with a helper button (migration 20261124000300). */
  assisted: boolean;
  completed_at: string;
}
