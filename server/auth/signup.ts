import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { isPgError } from '../db/types';
import { logError } from '../log';
import { type MailLocale, mailLocale } from '../mail/i18n';
import { confirmEmailChangeMail, confirmSignupMail } from '../mail/templates';
import type { AuthDeps } from './context';
import { AuthError, errors } from './errors';
import { hashPassword } from './hashing';
import { assertMetadataSize, metadataParam } from './metadata';
import { assertStrongPassword } from './passwords';
import { linkToken, pkceParams, saveFlowState } from './pkce';
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
  // GoTrue: neither email nor phone is an anonymous sign-in, which MathPop does not enable.
  if (!body.email && !body.phone) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = requireEmail(body.email, 'signup');
  const flow = pkceParams(body);
  assertStrongPassword(body.password, deps.config.passwordMinLength);
  const data = metadataParam(body.data) ?? {};
  assertMetadataSize(data);

  const existing = await findUserByEmail(deps.db, email);
  // Whoever signs up is signed in at once (auto-confirm, or remind): a look-alike answer would hide
  // nothing, so the address is said to be taken, as GoTrue says it with auto-confirm.
  if (existing && (deps.config.autoConfirm || deps.config.allowUnverifiedSignIns)) {
    throw new AuthError(422, 'user_already_exists', 'User already registered');
  }
  if (existing) return c.json(obfuscatedUser(email, data));

  const hash = await hashPassword(body.password, deps.config.bcryptCost);
  // As GoTrue: auto-confirm (the default) confirms the address at once and mails nothing; otherwise a
  // confirmation link is mailed, and with MATHPOP_EMAIL_CONFIRM=remind (GoTrue's allow-unverified
  // sign-ins) the user is signed in at once anyway, unconfirmed until the link is used.
  const auto = deps.config.autoConfirm;
  const signedIn = auto || deps.config.allowUnverifiedSignIns;
  const confirmationToken = auto ? null : linkToken(flow);
  try {
    const out = await deps.db.transaction(async (tx) => {
      const [user] = await tx.query<UserRow>(
        `insert into auth.users (email, encrypted_password, raw_user_meta_data, last_sign_in_at,
           email_confirmed_at, confirmation_token, confirmation_sent_at)
         values ($1, $2, $3, case when $4 then now() end, case when $5 then now() end, $6,
           case when $6::text is not null then now() end)
         returning *`,
        [email, hash, JSON.stringify(data), signedIn, auto, confirmationToken],
      );
      if (!user) throw new Error('user insert failed');
      if (flow && confirmationToken) await saveFlowState(tx, user.id, 'email/signup', flow);
      if (!signedIn) return userJson(user);
      const { session, refreshToken } = await createSession(tx, user.id, 'password');
      return sessionResponse(deps, tx, user, session, refreshToken, issuer(c, deps));
    });
    if (confirmationToken) sendConfirmation(deps, email, confirmationToken, mailLocale(String(data.locale)));
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
  if (body.type === 'sms' || body.type === 'phone_change') {
    throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  }
  if (body.type === 'email_change') return resendEmailChange(deps, c, body.email);
  if (body.type !== 'signup') {
    throw errors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  }
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

/** POST /resend {type: 'email_change', email}: the pending change's link again, to the new address. */
async function resendEmailChange(deps: AuthDeps, c: Context, value: unknown) {
  const email = requireEmail(value, 'resend the confirmation');
  const token = randomBytes(24).toString('base64url');
  const [row] = await deps.db.query<{ email_change: string; locale: string | null }>(
    `update auth.users u set email_change_token = $2, email_change_sent_at = now()
     where lower(u.email) = lower($1) and u.email_change is not null
       and (u.email_change_sent_at is null or u.email_change_sent_at <= now() - ($3::int * interval '1 second'))
     returning u.email_change, (select p.locale from public.profiles p where p.user_id = u.id) as locale`,
    [email, token, deps.config.mailMaxFrequencySeconds],
  );
  if (row) {
    const link = `${deps.config.siteUrl}/auth/confirm?token_hash=${token}&type=email_change`;
    deps.mailer
      .send({ to: row.email_change, ...confirmEmailChangeMail(link, mailLocale(row.locale)) })
      .catch((e) => logError('mail', e));
  }
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
