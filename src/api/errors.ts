import type { Plan } from './types';

/** The error shape supabase-js gives back for REST and auth calls. */
export interface BackendError {
  code?: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

/** Thrown by the api/ functions so callers can toast a text and log the cause. */
export class ApiError extends Error {
  /** The backend's error code (PostgREST / auth), when there is one. */
  readonly code?: string;
  /** Set when the plan-limit trigger refused a new student profile. */
  readonly planLimit?: Plan;

  constructor(cause: BackendError, planLimit?: Plan) {
    super(cause.message);
    this.name = 'ApiError';
    this.code = cause.code;
    this.planLimit = planLimit;
  }
}

/** Throws an ApiError when a supabase-js call answered with an error. */
export function check<R extends { data: unknown; error: BackendError | null }>(
  result: R,
): NonNullable<R['data']> {
  if (result.error) throw new ApiError(result.error);
  return result.data as NonNullable<R['data']>;
}

/**
 * Which plan's limit the database's plan-limit trigger reported, if that is what refused the insert
 * (server/README.md: SQLSTATE P0001 with message `plan_limit_parents` or `plan_limit_teachers`).
 */
export function planLimitOf(error: BackendError): Plan | undefined {
  if (error.message === 'plan_limit_parents') return 'parents';
  if (error.message === 'plan_limit_teachers') return 'teachers';
  return undefined;
}
