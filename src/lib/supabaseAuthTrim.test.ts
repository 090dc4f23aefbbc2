import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimGoTrueClient, UNUSED } from './supabaseAuthTrim';

const source = readFileSync(
  new URL('../../node_modules/@supabase/auth-js/dist/module/GoTrueClient.js', import.meta.url),
  'utf8',
);

/** Every `auth.<name>(` and `auth.mfa.<name>(` call in the app's source. */
function authCalls(dir: string, found = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) authCalls(path, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      for (const m of readFileSync(path, 'utf8').matchAll(/\bauth\.(?:mfa\.)?(\w+)\(/g)) found.add(m[1]);
  }
  return found;
}

describe('trimGoTrueClient', () => {
  const out = trimGoTrueClient(source);

  it('points the WebAuthn and Ethereum imports at the stub module and keeps the admin API (sign-out)', () => {
    expect(out).not.toMatch(/from '\.\/(lib\/webauthn|lib\/web3\/ethereum)'/);
    // Sign-out goes through the admin API's signOut: it must stay real.
    expect(out).toMatch(/from '\.\/GoTrueAdminApi'/);
    expect(out.match(/supabaseUnusedAuth\.ts'/g)).toHaveLength(2);
  });

  it('turns the unused methods into throws and keeps the ones MathPop calls', () => {
    expect(out).toMatch(/async signInWithOAuth\(credentials\) \{ throw new Error/);
    const body = (name: string) => out.slice(out.indexOf(`async ${name}(`)).slice(0, 200);
    for (const kept of [
      'signInWithPassword',
      'signUp',
      'getSession',
      'verifyOtp',
      '_enroll',
      '_callRefreshToken',
    ])
      expect(body(kept)).not.toContain('not part of MathPop');
  });

  it('never trims a method the app calls (src/ and scenes/)', () => {
    const calls = authCalls('src');
    authCalls('scenes', calls);
    expect(calls.has('signInWithPassword')).toBe(true);
    const mfaPrivate = [...calls].map((name) => `_${name}`);
    expect(UNUSED.filter((name) => calls.has(name) || mfaPrivate.includes(name))).toEqual([]);
  });

  it('fails the build when the auth-js source no longer matches', () => {
    expect(() => trimGoTrueClient('export {}')).toThrow(/re-check the trim/);
  });
});
