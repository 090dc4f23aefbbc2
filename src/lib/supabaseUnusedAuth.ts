/*
 * What the app's bundle uses in place of the parts of auth-js's GoTrueClient that MathPop never
 * calls (src/lib/supabaseAuthTrim.ts rewrites GoTrueClient's imports to this module): passkeys and WebAuthn factors (MathPop's second factor is TOTP) and
 * Sign in with Ethereum. supabase-js builds the WebAuthn helper in its
 * constructor, so it is a class that construct quietly; every call fails loudly.
 */

const unavailable = (what: string): never => {
  throw new Error(`supabase auth ${what} is not part of MathPop's build`);
};

/** Stand-in for auth-js's WebAuthn factor helper, built by GoTrueClient's constructor. */
export class WebAuthnApi {}

/** Passkeys and WebAuthn factors are not offered. */
export const createCredential = (): never => unavailable('WebAuthn');
/** See createCredential. */
export const getCredential = (): never => unavailable('WebAuthn');
/** See createCredential. */
export const deserializeCredentialCreationOptions = (): never => unavailable('WebAuthn');
/** See createCredential. */
export const deserializeCredentialRequestOptions = (): never => unavailable('WebAuthn');
/** See createCredential. */
export const serializeCredentialCreationResponse = (): never => unavailable('WebAuthn');
/** See createCredential. */
export const serializeCredentialRequestResponse = (): never => unavailable('WebAuthn');
/** No WebAuthn here, whatever the browser supports. */
export const browserSupportsWebAuthn = (): boolean => false;
/** Nothing to abort. */
export const webAuthnAbortService = { createNewAbortSignal: (): never => unavailable('WebAuthn') };

/** Sign in with Ethereum is not offered. */
export const createSiweMessage = (): never => unavailable('Web3 sign-in');
/** See createSiweMessage. */
export const fromHex = (): never => unavailable('Web3 sign-in');
/** See createSiweMessage. */
export const getAddress = (): never => unavailable('Web3 sign-in');
/** See createSiweMessage. */
export const toHex = (): never => unavailable('Web3 sign-in');
