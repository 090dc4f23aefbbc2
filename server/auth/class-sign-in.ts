import type { Context } from 'hono';
import type { Queryable } from '../db/types';
import { type ChildStudent, childSessionResponse, createChildSession } from './class-session';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { clientIp, rateLimit, readJson } from './request';

/** Every wrong part of a class sign-in (code, student, pictures, order) gets this one answer. */
const tryAgain = () => new AuthError(400, 'class_login_failed', 'Try again.');
/**
 * A locked address, device or student (the same answer for each, so it tells nothing more), with
 * how long to wait: `retry_after` seconds (also the Retry-After header), which the tablet counts down.
 */
const locked = (until?: string) => {
  const seconds = until ? Math.max(1, Math.ceil((new Date(until).getTime() - Date.now()) / 1000)) : 60;
  return new AuthError(429, 'over_request_rate_limit', 'Too many tries. Try again later.', {
    retry_after: Number.isFinite(seconds) ? seconds : 60,
  });
};

/** What mathpop_private.class_sign_in answers (supabase/migrations/20261124000610_class_codes.sql). */
type Outcome =
  | { outcome: 'wrong' }
  | { outcome: 'locked'; until?: string }
  | { outcome: 'ok'; students: ChildStudent[] }
  | { outcome: 'ok'; owner_id: string; student: ChildStudent };

// A uuid that is never a student: a malformed student id is checked (and counted) like a wrong one.
const noStudent = '00000000-0000-0000-0000-000000000000';

/** The typed code (at most 32 characters; anything else is a wrong code). */
function codeParam(v: unknown): string {
  return typeof v === 'string' && v.length <= 32 ? v : '';
}

/** The page's device id (letters, digits, '-' and '_', at most 64); '' when missing or malformed. */
function deviceParam(v: unknown): string {
  return typeof v === 'string' && /^[\w-]{1,64}$/.test(v) ? v : '';
}

function studentParam(v: unknown): string {
  return typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)
    ? v.toLowerCase()
    : noStudent;
}

/** The two tapped pictures (indexes 0..11, in order); anything else is a pair that never matches. */
function picturesParam(v: unknown): number[] {
  const ok = Array.isArray(v) && v.length === 2 && v.every((i) => Number.isInteger(i) && i >= 0 && i <= 11);
  return ok ? (v as number[]) : [-1, -1];
}

/** Runs the database's sign-in step for this client address (counted and locked there). */
async function signInStep(
  tx: Queryable,
  address: string,
  device: string,
  code: string,
  student?: { id: string; pictures: number[] },
): Promise<Outcome> {
  const [row] = await tx.query<{ r: Outcome }>(
    'select mathpop_private.class_sign_in($1, $2, $3::uuid, $4::smallint[], $5) as r',
    [code, address, student?.id ?? null, student?.pictures ?? null, device],
  );
  if (!row) throw new Error('class_sign_in returned nothing');
  return row.r;
}

function refuse(o: Outcome): never {
  throw o.outcome === 'locked' ? locked(o.until) : tryAgain();
}

/**
 * The teacher's language (profiles.locale: 'en', 'pt-BR' or null when they never chose one), read
 * only after the code was accepted: a class session follows its teacher's language (issue 26).
 */
async function teacherLocale(db: Queryable, code: string): Promise<string | null> {
  const [row] = await db.query<{ locale: string | null }>(
    `select p.locale from public.class_codes k join public.profiles p on p.user_id = k.user_id
     where k.code = upper(btrim($1))`,
    [code],
  );
  return row?.locale ?? null;
}

/**
 * POST /auth/v1/class/roster `{code}`: the class's students (first names and avatars), in order,
 * and the teacher's language (`locale`, null when they have none).
 */
export async function classRoster(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'class');
  const body = await readJson(c);
  const address = clientIp(c, deps.config.trustProxy, deps.config.ipv6Prefix);
  const code = codeParam(body.code);
  const o = await signInStep(deps.db, address, deviceParam(body.device), code);
  if (o.outcome !== 'ok' || !('students' in o)) refuse(o);
  return c.json({ students: o.students, locale: await teacherLocale(deps.db, code) });
}

/**
 * POST /auth/v1/class/token `{code, student_id, pictures: [i, j]}`: the right two pictures, in order,
 * start a child session, answered as /token answers a sign-in.
 */
export async function classToken(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'class');
  const body = await readJson(c);
  const address = clientIp(c, deps.config.trustProxy, deps.config.ipv6Prefix);
  const student = { id: studentParam(body.student_id), pictures: picturesParam(body.pictures) };
  // One transaction: a counted failure commits with its refusal; a success starts the session while
  // the student's row is still locked (it cannot be deleted in between).
  const out = await deps.db.transaction(async (tx) => {
    const o = await signInStep(tx, address, deviceParam(body.device), codeParam(body.code), student);
    if (o.outcome !== 'ok' || !('student' in o)) return { ok: false as const, refused: o };
    const { session, refreshToken } = await createChildSession(tx, o.student, o.owner_id);
    return { ok: true as const, body: await childSessionResponse(deps, c, session, refreshToken) };
  });
  if (!out.ok) refuse(out.refused);
  return c.json(out.body);
}
