import { Hono } from 'hono';
import { escapeControls } from '../log';
import { deleteAccount } from './account-delete';
import { adminRoutes } from './admin';
import { childCaller, childLogout, childUser, refuseChildElsewhere } from './class-session';
import { classRoster, classToken } from './class-sign-in';
import type { AuthDeps } from './context';
import { disabledRoutes } from './disabled';
import { AuthError, apiVersionHeader, authErrorBody, errors } from './errors';
import { describeError } from './log';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa';
import { reauthenticateByMail } from './reauth-nonce';
import { reauthenticate } from './reauthenticate';
import { isServiceRoleKey } from './service-key';
import { resend, signup } from './signup';
import { token } from './token';
import { getUser, logout, updateUser } from './user';
import { recover, verifyLink, verifyPost } from './verify';

/**
 * The GoTrue-compatible auth API mounted at /auth/v1. Every call but the JWKS, health and the
 * emailed verify link needs a known publishable key as `apikey`.
 */
export function authRoutes(deps: AuthDeps) {
  const app = new Hono();
  const open = new Set(['/.well-known/jwks.json', '/.well-known/openid-configuration', '/health', '/verify']);

  app.use('*', async (c, next) => {
    const path = c.req.path.replace(/^\/auth\/v1/, '');
    const openGet = open.has(path) && c.req.method === 'GET';
    if (!openGet) {
      const key = c.req.header('apikey') ?? c.req.query('apikey');
      if (!key) throw errors.noApiKey();
      if (!deps.config.publishableKeys.includes(key) && !isServiceRoleKey(deps.config, key)) {
        throw errors.badApiKey();
      }
    }
    await refuseChildElsewhere(deps, c, path, openGet);
    await next();
    for (const [k, v] of Object.entries(apiVersionHeader)) c.header(k, v);
    c.header('Cache-Control', 'no-store');
  });

  app.onError((e, c) => {
    if (e instanceof AuthError) {
      const retry: Record<string, string> =
        typeof e.extra.retry_after === 'number' ? { 'Retry-After': String(e.extra.retry_after) } : {};
      return c.json(authErrorBody(e), e.status as 400, {
        ...apiVersionHeader,
        'x-sb-error-code': e.code,
        ...retry,
      });
    }
    console.error(
      `[auth] unexpected error on ${escapeControls(`${c.req.method} ${c.req.path}`)}: ${describeError(e)}`,
    );
    return c.json(
      {
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs for more information',
        msg: 'Unexpected failure',
      },
      500,
      apiVersionHeader,
    );
  });

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(deps.keys.jwks);
  });
  app.get('/health', (c) =>
    c.json({ name: 'GoTrue', version: 'mathpop', description: 'MathPop embedded auth' }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        email: true,
        phone: false,
        apple: false,
        azure: false,
        discord: false,
        facebook: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        linkedin_oidc: false,
        slack_oidc: false,
        twitter: false,
        web3_solana: false,
        web3_ethereum: false,
        zoom: false,
      },
      disable_signup: false,
      mailer_autoconfirm: deps.config.autoConfirm,
      mailer_allow_unverified_email_sign_ins: deps.config.allowUnverifiedSignIns,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      password_min_length: deps.config.passwordMinLength,
    }),
  );
  app.get('/.well-known/openid-configuration', (c) => {
    const base = `${deps.config.siteUrl}/auth/v1`;
    return c.json({
      issuer: base,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      jwks_uri: `${base}/.well-known/jwks.json`,
      userinfo_endpoint: `${base}/user`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
    });
  });
  adminRoutes(app, deps);
  disabledRoutes(app, deps);
  app.post('/signup', (c) => signup(deps, c));
  app.post('/token', (c) => token(deps, c));
  // A child's class session may read its user and sign out; every other endpoint refuses it.
  app.get('/user', async (c) => {
    const child = await childCaller(deps, c);
    return child ? childUser(c, child) : getUser(deps, c);
  });
  app.put('/user', (c) => updateUser(deps, c));
  app.post('/user/delete', (c) => deleteAccount(deps, c));
  app.post('/user/reauthenticate', (c) => reauthenticate(deps, c));
  app.get('/reauthenticate', (c) => reauthenticateByMail(deps, c));
  app.post('/logout', async (c) => {
    const child = await childCaller(deps, c);
    return child ? childLogout(deps, c, child) : logout(deps, c);
  });
  app.post('/class/roster', (c) => classRoster(deps, c));
  app.post('/class/token', (c) => classToken(deps, c));
  app.get('/verify', (c) => verifyLink(deps, c));
  app.post('/verify', (c) => verifyPost(deps, c));
  app.post('/recover', (c) => recover(deps, c));
  app.post('/resend', (c) => resend(deps, c));
  app.post('/factors', (c) => enrollFactor(deps, c));
  app.post('/factors/:id/challenge', (c) => challengeFactor(deps, c));
  app.post('/factors/:id/verify', (c) => verifyFactor(deps, c));
  app.delete('/factors/:id', (c) => unenrollFactor(deps, c));
  app.all('*', (c) =>
    c.json({ code: 'not_found', message: 'Not Found', msg: 'Not Found' }, 404, apiVersionHeader),
  );
  return app;
}
