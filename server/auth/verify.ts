import type { Context } from 'hono';
import { isPgError } from '../db/types';
import { logError } from '../log';
import { mailLocale } from '../mail/i18n';
import { recoveryMail } from '../mail/templates';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { type FlowMethod, issueAuthCode, linkToken, pkceParams, saveFlowState } from './pkce';
import { issuer, rateLimit, readJson } from './request';
import { createSession, sessionResponse } from './sessions';
import { requireEmail, safeRedirect } from './signup';
import type { UserRow } from './users';

type LinkType = 'signup' | 'recovery' | 'email_change';

// Which token column a link type consumes, and the amr method of the session it starts.
// Recovery links live an hour (they hand over the account); sign-up confirmations a day, as GoTrue.
// An email change moves the pending address into `email` (confirmed by this very link).
const kinds = {
  signup: {
    column: 'confirmation_token',
    sent: 'confirmation_sent_at',
    method: 'otp',
    life: '24 hours',
    set: 'email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = null',
  },
  recovery: {
    column: 'recovery_token',
    sent: 'recovery_sent_at',
    method: 'recovery',
    life: '1 hour',
    set: 'email_confirmed_at = coalesce(email_confirmed_at, now()), recovery_token = null',
  },
  email_change: {
    column: 'email_change_token',
    sent: 'email_change_sent_at',
    method: 'otp',
    life: '24 hours',
    // The new address voids every link mailed to the old one.
    set: `email = email_change, email_confirmed_at = now(), email_change = null, email_change_token = null,
      confirmation_token = null, recovery_token = null`,
  },
} as const;

const flowMethod: Record<LinkType, FlowMethod> = {
  signup: 'email/signup',
  recovery: 'recovery',
  email_change: 'email_change',
};

/**
 * Consumes a one-time link token (recovery 1 h, sign-up 24 h), confirms the email, starts a session;
 * for a PKCE link (`pkce_` token) opened by GET, issues the flow's auth code instead.
 */
async function consume(deps: AuthDeps, c: Context, type: LinkType, token: string, asCode = false) {
  const k = kinds[type];
  // Issued tokens are 32 URL-safe characters: anything else (a NUL the database cannot even compare,
  // a megabyte of text) is simply not one.
  if (!/^[\w-]{1,128}$/.test(token)) {
    throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  }
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .query<UserRow>(
        `update auth.users set ${k.set}, last_sign_in_at = now(), updated_at = now()
         where ${k.column} = $1 and ${k.sent} > now() - interval '${k.life}'
         returning *`,
        [token],
      )
      .catch((e: unknown) => {
        // Someone signed up with the pending address before its link was used.
        if (isPgError(e) && e.code === '23505') {
          throw new AuthError(422, 'email_exists', 'This email address is now used by another account');
        }
        throw e;
      });
    if (!user) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    if (asCode && token.startsWith('pkce_')) {
      const code = await issueAuthCode(tx, user.id, flowMethod[type]);
      if (code) return { code };
    }
    const { session, refreshToken } = await createSession(tx, user.id, k.method);
    return sessionResponse(deps, tx, user, session, refreshToken, issuer(c, deps));
  });
}

/**
 * The link type; GoTrue's other types are answered as GoTrue answers a token it has no record of
 * (MathPop never issues invite, magic-link or phone tokens).
 */
function linkType(v: unknown): LinkType | undefined {
  if (v === 'signup' || v === 'email') return 'signup';
  if (v === 'recovery' || v === 'email_change') return v;
  if (v === 'invite' || v === 'magiclink') {
    throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  }
  if (v === 'sms' || v === 'phone_change') {
    throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  }
  return undefined;
}

/** GET /auth/v1/verify?token=…&type=signup|recovery&redirect_to=…: the link from the email. */
export async function verifyLink(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'verify');
  const target = new URL(safeRedirect(c, deps, c.req.query('redirect_to')));
  try {
    const type = linkType(c.req.query('type'));
    if (!type) throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    const s = await consume(deps, c, type, c.req.query('token') ?? '', true);
    if ('code' in s) {
      target.searchParams.set('code', s.code);
      return c.redirect(target.toString(), 303);
    }
    target.hash = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type,
    }).toString();
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    target.hash = new URLSearchParams({
      error: 'access_denied',
      error_code: e.code,
      error_description: e.message,
    }).toString();
  }
  return c.redirect(target.toString(), 303);
}

/** POST /auth/v1/verify {type: 'signup'|'email'|'recovery', token_hash}: answers a session. */
export async function verifyPost(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'verify');
  const body = await readJson(c);
  const token =
    typeof body.token_hash === 'string' ? body.token_hash : typeof body.token === 'string' ? body.token : '';
  const type = linkType(body.type);
  if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  return c.json(await consume(deps, c, type, token));
}

/**
 * POST /auth/v1/recover {email}: mails a password-recovery link (${SITE_URL}/auth/reset?token_hash=…
 * &type=recovery, valid once, for an hour). Answers 200 whether or not the email is registered, so it
 * reveals nothing; the mail is sent after answering, so the timing does not tell either. At most
 * one mail per account per MAIL_MAX_FREQUENCY seconds, with the same answer.
 */
export async function recover(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'signup');
  const body = await readJson(c);
  const email = requireEmail(body.email, 'recover your password');
  const flow = pkceParams(body);
  const token = linkToken(flow);
  // One recovery mail per account per MAIL_MAX_FREQUENCY (GoTrue: 60 s), decided by the row's own
  // recovery_sent_at, so concurrent requests to any process send one; the answer stays the same.
  // The mail is in the grown-up's language (profiles.locale; none set: English).
  const user = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string; email: string; locale: string | null }>(
      `update auth.users u set recovery_token = $2, recovery_sent_at = now()
       where lower(u.email) = lower($1)
         and (u.recovery_sent_at is null or u.recovery_sent_at <= now() - ($3::int * interval '1 second'))
       returning u.id, u.email, (select p.locale from public.profiles p where p.user_id = u.id) as locale`,
      [email, token, deps.config.mailMaxFrequencySeconds],
    );
    if (row && flow) await saveFlowState(tx, row.id, 'recovery', flow);
    return row;
  });
  if (user) {
    const link = `${deps.config.siteUrl}/auth/reset?token_hash=${token}&type=recovery`;
    deps.mailer
      .send({ to: user.email, ...recoveryMail(link, mailLocale(user.locale)) })
      .catch((e) => logError('mail', e));
  }
  return c.json({});
}
