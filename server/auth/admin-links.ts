import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { isPgError } from '../db/types';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { hashPassword } from './hashing';
import { assertMetadataSize, metadataParam } from './metadata';
import { assertStrongPassword } from './passwords';
import { readJson } from './request';
import { requireEmail, safeRedirect } from './signup';
import { findUserByEmail, type UserRow, userJson } from './users';

const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
const invalid = (message: string) => new AuthError(400, 'validation_failed', message);

/**
 * POST /admin/generate_link {type, email, password?, data?, new_email?} (redirect_to in the query,
 * as supabase-js sends it): makes the link GoTrue would mail, without mailing it. The answer is the
 * user plus action_link, email_otp, hashed_token, verification_type and redirect_to. The link is
 * this server's GET /auth/v1/verify; MathPop's tokens are single random tokens, so hashed_token and
 * email_otp are that same token (POST /verify takes it as `token` or `token_hash`). `invite` and
 * `magiclink` are refused as the features are off; `email_change_current` as GoTrue refuses it
 * without secure (double) email change, which MathPop does not use.
 */
export async function generateLink(deps: AuthDeps, c: Context) {
  const body = await readJson(c);
  const type = typeof body.type === 'string' ? body.type : '';
  if (!body.email) throw invalid('An email address is required');
  const email = requireEmail(body.email, 'generate a link');
  const wanted = c.req.query('redirect_to') ?? (typeof body.redirect_to === 'string' ? body.redirect_to : '');
  const redirect = safeRedirect(c, deps, wanted || undefined);
  const token = randomBytes(24).toString('base64url');
  const found = await findUserByEmail(deps.db, email);
  let user: UserRow | undefined;
  let linkType = type;

  if (type === 'magiclink') {
    throw new AuthError(422, 'email_provider_disabled', 'Login with magic link is disabled');
  } else if (type === 'invite') {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  } else if (type === 'signup') {
    if (found?.email_confirmed_at) throw emailExists();
    const data = metadataParam(body.data) ?? {};
    assertMetadataSize(data);
    if (found) {
      [user] = await deps.db.query<UserRow>(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
           raw_user_meta_data = raw_user_meta_data || $3::jsonb, updated_at = now()
         where id = $1 returning *`,
        [found.id, token, JSON.stringify(data)],
      );
    } else {
      if (body.password === undefined || body.password === null || body.password === '') {
        throw invalid('Signup requires a valid password');
      }
      assertStrongPassword(body.password, deps.config.passwordMinLength);
      const hash = await hashPassword(body.password, deps.config.bcryptCost);
      try {
        [user] = await deps.db.query<UserRow>(
          `insert into auth.users (email, encrypted_password, raw_user_meta_data, confirmation_token,
             confirmation_sent_at)
           values ($1, $2, $3, $4, now()) returning *`,
          [email, hash, JSON.stringify(data), token],
        );
      } catch (e) {
        if (isPgError(e) && e.code === '23505') throw emailExists();
        throw e;
      }
    }
  } else if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
    if (!found) throw new AuthError(404, 'user_not_found', 'User with this email not found');
    if (type === 'recovery') {
      [user] = await deps.db.query<UserRow>(
        `update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1 returning *`,
        [found.id, token],
      );
    } else if (type === 'email_change_current') {
      throw invalid('Enable secure email change to generate link for current email');
    } else {
      if (!body.new_email) throw invalid('An email address is required');
      const next = requireEmail(body.new_email, 'change the email');
      if (await findUserByEmail(deps.db, next)) throw emailExists();
      linkType = 'email_change';
      [user] = await deps.db.query<UserRow>(
        `update auth.users set email_change = $2, email_change_token = $3, email_change_sent_at = now()
         where id = $1 returning *`,
        [found.id, next, token],
      );
    }
  } else {
    throw invalid(`Invalid email action link type requested: ${type}`);
  }
  if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');

  const link = new URL(`${deps.config.siteUrl}/auth/v1/verify`);
  link.search = new URLSearchParams({ token, type: linkType, redirect_to: redirect }).toString();
  return c.json({
    ...userJson(user),
    action_link: link.toString(),
    email_otp: token,
    hashed_token: token,
    verification_type: type,
    redirect_to: redirect,
  });
}
