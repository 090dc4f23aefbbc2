import type { Queryable } from '../db/types';

/** An auth.users row as the auth service reads it. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

/** An auth.mfa_factors row (without its secret). */
export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
}

const userColumns = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at`;

/** The user with this id, if any. */
export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`select ${userColumns} from auth.users where id = $1`, [id]);
  return rows[0];
}

/** The user with this email (case-insensitive), if any. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `select ${userColumns} from auth.users where lower(email) = lower($1)`,
    [email],
  );
  return rows[0];
}

/** The user's MFA factors. */
export function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  return db.query<FactorRow>(
    `select id, friendly_name, factor_type, status, created_at, updated_at
     from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
}

const iso = (d: Date | string | null | undefined) =>
  d == null ? undefined : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

/** A factor as GoTrue lists it. */
export function factorJson(f: FactorRow) {
  return {
    id: f.id,
    friendly_name: f.friendly_name ?? '',
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
  };
}

/** The user metadata as GoTrue returns it (the sign-up data plus email/sub facts). */
export function userMetadata(u: UserRow): Record<string, unknown> {
  return {
    ...u.raw_user_meta_data,
    email: u.email,
    email_verified: u.email_confirmed_at != null,
    phone_verified: false,
    sub: u.id,
  };
}

/** The user object of GoTrue's responses (factors only when there are some, as GoTrue does). */
export function userJson(u: UserRow, factors: FactorRow[] = []) {
  const identityData = {
    email: u.email,
    email_verified: u.email_confirmed_at != null,
    phone_verified: false,
    sub: u.id,
  };
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.email_confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data,
    user_metadata: userMetadata(u),
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(u.last_sign_in_at),
        created_at: iso(u.created_at),
        updated_at: iso(u.updated_at),
        email: u.email,
      },
    ],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous,
    ...(factors.length ? { factors: factors.map(factorJson) } : {}),
  };
}
