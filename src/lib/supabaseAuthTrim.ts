import { fileURLToPath } from 'node:url';
import { type Plugin, parseAst } from 'vite';

/*
 * Build-time trim of supabase-js's auth client (vite.config.ts adds it as a plugin; tsc, the API
 * tests and the server use the real package). auth-js's GoTrueClient is one class, so a bundler
 * keeps every sign-in method anyone might call: OAuth, SSO, Web3 wallets, passkeys, the OAuth
 * server's consent API, JWKS verification. The practice route needs the client
 * before its first question, so that dead weight was downloaded before a child could play.
 *
 * This plugin (1) points GoTrueClient's imports of the WebAuthn helpers and the
 * Ethereum helpers at src/lib/supabaseUnusedAuth.ts, and (2) replaces the bodies of the methods in
 * UNUSED with a throw. The methods stay (calling one fails loudly); what MathPop calls (password
 * sign-in and sign-up, sessions and refresh, OTP verify/resend, password reset, TOTP factors,
 * updateUser, signOut) is untouched. Issue 25: about 8 KB gzip off the practice route.
 *
 * Turn off: remove `supabaseAuthTrim()` from vite.config.ts. Re-check on every supabase-js bump:
 * the build fails if an import or a method below is no longer found.
 */

const TARGET = /@supabase\/auth-js\/dist\/module\/GoTrueClient\.js$/;
const STUB = fileURLToPath(new URL('./supabaseUnusedAuth.ts', import.meta.url)).replaceAll('\\', '/');

/** GoTrueClient's imports that move to the stub module. */
// Not the admin API: GoTrueClient.signOut calls its signOut (POST /logout), whatever the scope.
const STUBBED_IMPORTS = ["'./lib/web3/ethereum'", "'./lib/webauthn'"];

/** GoTrueClient methods nothing in MathPop calls (grep `auth.` in src before adding to this list). */
export const UNUSED = [
  'signInAnonymously',
  'signInWithOAuth',
  'exchangeCodeForSession',
  '_exchangeCodeForSession',
  // Only with detectSessionInUrl, which src/lib/supabase.ts turns off.
  '_getSessionFromURL',
  'signInWithWeb3',
  'signInWithEthereum',
  'signInWithSolana',
  'signInWithIdToken',
  'signInWithOtp',
  'signInWithSSO',
  'reauthenticate',
  '_reauthenticate',
  'getUserIdentities',
  'linkIdentity',
  'linkIdentityOAuth',
  'linkIdentityIdToken',
  'unlinkIdentity',
  '_handleProviderSignIn',
  '_getUrlForProvider',
  '_getAuthorizationDetails',
  '_approveAuthorization',
  '_denyAuthorization',
  '_listOAuthGrants',
  '_revokeOAuthGrant',
  'fetchJwk',
  'getClaims',
  'signInWithPasskey',
  'registerPasskey',
  '_startPasskeyRegistration',
  '_verifyPasskeyRegistration',
  '_startPasskeyAuthentication',
  '_verifyPasskeyAuthentication',
  '_listPasskeys',
  '_updatePasskey',
  '_deletePasskey',
];

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The method definitions of GoTrueClient's class body. */
function methodsOf(code: string): Node[] {
  const program = parseAst(code) as unknown as { body: Node[] };
  const cls = program.body.find(
    (n) => n.type === 'ClassDeclaration' && (n.id as { name?: string } | null)?.name === 'GoTrueClient',
  );
  if (!cls) throw new Error('supabaseAuthTrim: class GoTrueClient not found; re-check the trim');
  return ((cls.body as { body: Node[] }).body ?? []).filter((m) => m.type === 'MethodDefinition');
}

/** Rewrites GoTrueClient's source: stubbed imports, and the bodies of UNUSED methods as throws. */
export function trimGoTrueClient(code: string): string {
  let out = code;
  for (const spec of STUBBED_IMPORTS) {
    const from = `from ${spec};`;
    if (!out.includes(from)) throw new Error(`supabaseAuthTrim: import ${spec} not found; re-check the trim`);
    out = out.replace(from, `from '${STUB}';`);
  }
  const bodies: Node[] = [];
  const found = new Set<string>();
  for (const method of methodsOf(out)) {
    const name = (method.key as { name?: string }).name ?? '';
    if (!UNUSED.includes(name)) continue;
    found.add(name);
    bodies.push((method.value as { body: Node }).body);
  }
  const missing = UNUSED.filter((name) => !found.has(name));
  if (missing.length) throw new Error(`supabaseAuthTrim: methods not found: ${missing.join(', ')}`);
  // From the end, so earlier offsets stay valid.
  for (const body of bodies.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, body.start)}{ throw new Error('supabase auth: not part of MathPop\\'s build'); }${out.slice(body.end)}`;
  }
  return out;
}

/** Vite plugin: applies `trimGoTrueClient` to auth-js's GoTrueClient module. */
export function supabaseAuthTrim(): Plugin {
  return {
    name: 'mathpop-supabase-auth-trim',
    enforce: 'pre',
    transform(code, id) {
      return TARGET.test(id.split('?')[0].replaceAll('\\', '/')) ? trimGoTrueClient(code) : null;
    },
  };
}
