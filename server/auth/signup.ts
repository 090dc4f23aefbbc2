import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { isPgError } from '../db/types';
import { logError } from '../log';
import { type MailLocale, mailLocale } from '../mail/i18n';
import { confirmSignupMail } from '../mail/templates';
import type { AuthDeps } from './context';
import { AuthError, errors } from './errors';
import { hashPassword } from './hashing';
import { assertMetadataSize, metadataParam } from './metadata';
import { assertStrongPassword } from './passwords';
import { issuer, rateLimit, readJson } from './request';
import { createSession, sessionResponse } from './sessions';
import { findUserByEmail, type UserRow, userJson } from './users';

// No spaces or control characters (NUL cannot even be stored), one @, a dot in the domain.
const emailPattern = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/** A valid, trimmed email or a 400 validation error. */
export function requireEmail(value: unknown, action: string): string {
  if (typeof value !== 'string' || !value.trim()) {
    throw errors.validation(`To ${action}, please provide your email`);
  }
  const email = value.trim();
  if (email.length > 255 || !emailPattern.test(email)) {
    throw errors.validation('Unable to validate email address: invalid format');
  }
  return email;
}

/**
 * Where a confirmation link may send the user: `redirect_to` if its origin is exactly SITE_URL's or
 * one of ADDITIONAL_REDIRECT_URLS' (whole origins: https://site.example.evil.example is not
 * https://site.example), else the site itself, as GoTrue does. Never an arbitrary origin (open
 * redirect), and never decided by the request's own Host header. `c` is unused; callers pass it.
 */
export function safeRedirect(_c: Context, deps: AuthDeps, wanted: string | undefined): string {
  const site = deps.config.siteUrl;
  if (!wanted) return site;
  try {
    const url = new URL(wanted);
    if (url.origin === new URL(site).origin || deps.config.redirectOrigins.includes(url.origin)) {
      return url.toString();
    }
  } catch {
    // not a URL: fall back to the site
  }
  return site;
}

/** POST /auth/v1/signup: creates an email user; with auto-confirm answers a session. */
export async function signup(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'signup');
  const body = await readJson(c);
  if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = requireEmail(body.email, 'signup');
  assertStrongPassword(body.password);
  const data = metadataParam(body.data) ?? {};
  assertMetadataSize(data);

  const existing = await findUserByEmail(deps.db, email);
  if (existing && deps.config.autoConfirm) {
    throw new AuthError(422, 'user_already_exists', 'User already registered');
  }
  if (existing) return c.json(obfuscatedUser(email, data));

  const hash = await hashPassword(body.password, deps.config.bcryptCost);
  // Every address gets a confirmation link. Auto-confirm (the default) still signs the user in at once,
  // as the spec's flow wants, but the address stays unconfirmed until the link is used.
  const confirmationToken = randomBytes(24).toString('base64url');
  const auto = deps.config.autoConfirm;
  try {
    const out = await deps.db.transaction(async (tx) => {
      const [user] = await tx.query<UserRow>(
        `insert into auth.users (email, encrypted_password, raw_user_meta_data, last_sign_in_at,
           confirmation_token, confirmation_sent_at)
         values ($1, $2, $3, case when $4 then now() end, $5, now())
         returning *`,
        [email, hash, JSON.stringify(data), auto, confirmationToken],
      );
      if (!user) throw new Error('user insert failed');
      if (!auto) return userJson(user);
      const { session, refreshToken } = await createSession(tx, user.id, 'password');
      return sessionResponse(deps, tx, user, session, refreshToken, issuer(c, deps));
    });
    await sendConfirmation(deps, email, confirmationToken, mailLocale(String(data.locale)));
    return c.json(out);
  } catch (e) {
    if (isPgError(e) && e.code === '23505') {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    throw e;
  }
}

/**
 * Mails the sign-up confirmation link (${SITE_URL}/auth/confirm?token_hash=…&type=signup), in the
 * language the app spoke at sign-up (the sign-up data's `locale`, kept in profiles.locale).
 */
function sendConfirmation(deps: AuthDeps, email: string, token: string, locale: MailLocale): void {
  const link = `${deps.config.siteUrl}/auth/confirm?token_hash=${token}&type=signup`;
  deps.mailer.send({ to: email, ...confirmSignupMail(link, locale) }).catch((e) => logError('mail', e));
}

/**
 * POST /auth/v1/resend {type: 'signup', email}: a fresh confirmation link for an address not confirmed
 * yet, at most one per MAIL_MAX_FREQUENCY seconds. Answers the same whether or not there is such an
 * account, and whether or not a mail went.
 */
export async function resend(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'signup');
  const body = await readJson(c);
  if (body.type !== 'signup') throw errors.validation('Only sign-up confirmations can be sent again');
  const email = requireEmail(body.email, 'resend the confirmation');
  const token = randomBytes(24).toString('base64url');
  const [user] = await deps.db.query<{ email: string; locale: string | null }>(
    `update auth.users u set confirmation_token = $2, confirmation_sent_at = now()
     where lower(email) = lower($1) and email_confirmed_at is null
       and (confirmation_sent_at is null or confirmation_sent_at <= now() - ($3::int * interval '1 second'))
     returning email, (select p.locale from public.profiles p where p.user_id = u.id) as locale`,
    [email, token, deps.config.mailMaxFrequencySeconds],
  );
  if (user) sendConfirmation(deps, user.email, token, mailLocale(user.locale));
  return c.json({});
}

/** GoTrue's answer for an already registered email when confirmation is on: a look-alike user. */
function obfuscatedUser(email: string, data: object) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
