import type { Context, Hono } from 'hono';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { readJson, requireCaller } from './request';

/**
 * The GoTrue endpoints MathPop does not enable, answered exactly as GoTrue answers them with that
 * feature switched off (status, `code`, `msg`), so a client can tell "off" from "broken". Sources:
 * supabase/auth internal/api (api.go's router, middleware.go's require*Enabled, otp.go,
 * magic_link.go, external.go, token_oidc.go, web3.go, anonymous sign-up in api.go).
 */

const saml = () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
const passkeys = () => new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
const linking = () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
const magicLink = () => new AuthError(422, 'email_provider_disabled', 'Login with magic link is disabled');
const phone = () => new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
const oauthServer = () => new AuthError(404, 'feature_disabled', 'OAuth server is disabled');
const scim = () => new AuthError(404, 'feature_disabled', 'SCIM server is disabled');

/** The OAuth/OIDC providers GoTrue knows (none is enabled here). */
const providers = new Set(
  `apple azure bitbucket discord facebook figma fly github gitlab google kakao keycloak linkedin
  linkedin_oidc notion slack slack_oidc spotify twitch twitter workos zoom snapchat x`.split(/\s+/),
);

/** The issuers of the id_token grant's named providers (token_oidc.go). */
const issuers: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  keycloak: '',
};

/** GoTrue's OAuth-style error: `error` and `error_description` (and the usual code/msg). */
const oauthError = (description: string) =>
  new AuthError(400, 'invalid_request', description, {
    error: 'invalid request',
    error_description: description,
  });

/** POST /token?grant_type=id_token: every provider is off. */
export function idTokenGrant(body: Record<string, unknown>): never {
  if (!body.id_token) throw oauthError('id_token required');
  const name = typeof body.provider === 'string' ? body.provider : '';
  if (!name && (!body.client_id || !body.issuer)) {
    throw oauthError('provider or client_id and issuer required');
  }
  const issuer = Object.hasOwn(issuers, name) ? issuers[name] : undefined;
  if (issuer === undefined) {
    throw new AuthError(400, 'validation_failed', `Custom OIDC provider "${name}" not allowed`);
  }
  throw new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
}

/** POST /token?grant_type=web3. */
export function web3Grant(): never {
  throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
}

/** GET /authorize?provider=…: OAuth sign-in (no provider is enabled). */
function authorize(c: Context): never {
  const name = (c.req.query('provider') ?? '').toLowerCase();
  const why = providers.has(name) ? 'provider is not enabled' : `Provider ${name} could not be found`;
  throw new AuthError(400, 'validation_failed', `Unsupported provider: ${why}`);
}

/** POST /otp and /magiclink: magic links and phone OTPs are off; email and password stays. */
async function otp(c: Context): Promise<never> {
  const body = await readJson(c);
  if (body.email && body.phone) {
    throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided');
  }
  if (body.email) throw magicLink();
  if (body.phone) throw phone();
  throw new AuthError(400, 'validation_failed', 'One of email or phone must be set');
}

/** Mounts the refusals on the auth app (before its catch-all 404). */
export function disabledRoutes(app: Hono, deps: AuthDeps) {
  app.get('/authorize', (c) => authorize(c));
  app.on(['GET', 'POST'], '/callback', (c) => {
    if (!c.req.query('state'))
      throw new AuthError(400, 'bad_oauth_callback', 'OAuth state parameter missing');
    throw new AuthError(400, 'bad_oauth_state', 'OAuth callback with invalid state');
  });
  app.post('/otp', (c) => otp(c));
  app.post('/magiclink', (c) => otp(c));
  app.all('/sso', () => {
    throw saml();
  });
  app.all('/sso/*', () => {
    throw saml();
  });
  app.all('/passkeys', () => {
    throw passkeys();
  });
  app.all('/passkeys/*', () => {
    throw passkeys();
  });
  // Identity linking needs a signed-in user first (GoTrue's requireAuthentication runs before it).
  app.all('/user/identities/*', async (c) => {
    await requireCaller(deps, c);
    throw linking();
  });
  app.all('/oauth/*', () => {
    throw oauthServer();
  });
  app.all('/scim/v2/*', () => {
    throw scim();
  });
}

/** Admin-only features that stay off (mounted behind the admin check). */
export const adminDisabled = { saml, oauthServer, scim };
