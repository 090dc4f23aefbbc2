import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { AuthError } from './errors';
import { assertMetadataSize, maxMetadataBytes, metadataParam } from './metadata';
import { assertStrongPassword } from './passwords';
import { RateLimiter } from './rate-limit';

const failure = (f: () => void) => {
  try {
    f();
  } catch (e) {
    if (e instanceof AuthError) return { status: e.status, code: e.code, message: e.message };
    throw e;
  }
  return undefined;
};

describe('passwords are at most 72 UTF-8 bytes', () => {
  it('counts bytes, not characters', () => {
    expect(failure(() => assertStrongPassword('Sunny-Maths-42'.padEnd(72, 'x')))).toBeUndefined();
    expect(failure(() => assertStrongPassword('Sunny-Maths-42'.padEnd(73, 'x')))).toMatchObject({
      status: 422,
      code: 'validation_failed',
    });
    // 36 characters, 72 bytes: fine; 37 two-byte letters: 74 bytes, refused.
    expect(failure(() => assertStrongPassword('é'.repeat(36)))).toBeUndefined();
    expect(failure(() => assertStrongPassword('é'.repeat(37)))?.message).toContain('72 characters');
    expect(failure(() => assertStrongPassword('Sunny\0Maths-42'))?.code).toBe('validation_failed');
  });
});

describe('user metadata', () => {
  it('must be an object and fit in 4 KB of JSON', () => {
    expect(metadataParam(undefined)).toBeUndefined();
    expect(metadataParam(null)).toBeUndefined();
    expect(failure(() => metadataParam('x'))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(failure(() => metadataParam([1]))).toMatchObject({ status: 400 });
    const fits = { n: 'x'.repeat(maxMetadataBytes - 10) };
    expect(failure(() => assertMetadataSize(fits))).toBeUndefined();
    expect(failure(() => assertMetadataSize({ n: 'é'.repeat(2100) }))).toMatchObject({ status: 422 });
  });
});

describe('configuration', () => {
  it('defaults SITE_URL to http://localhost:$PORT (or the bound address), never the request', () => {
    expect(loadConfig({ PORT: '8080' }, '/tmp').siteUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9000', HOST: '127.0.0.1' }, '/tmp').siteUrl).toBe('http://127.0.0.1:9000');
    expect(loadConfig({ SITE_URL: 'https://mathpop.example/' }, '/tmp').siteUrl).toBe(
      'https://mathpop.example',
    );
  });

  it('reads TRUST_PROXY, the new limits and exact redirect origins', () => {
    const c = loadConfig(
      { TRUST_PROXY: '2', RATE_LIMIT_ACCOUNT: '5/60', ADDITIONAL_REDIRECT_URLS: 'https://a.example/x, nope' },
      '/tmp',
    );
    expect(c.trustProxy).toBe(2);
    expect(c.rateLimits.account).toEqual({ max: 5, windowSeconds: 60 });
    expect(c.rateLimits.user).toEqual({ max: 30, windowSeconds: 300 });
    expect(c.redirectOrigins).toEqual(['https://a.example']);
    expect(loadConfig({}, '/tmp').trustProxy).toBe(0);
  });
});

describe('rate limiter', () => {
  it('counts per key in a window, and reset forgets a key', () => {
    const l = new RateLimiter();
    const limit = { max: 2, windowSeconds: 60 };
    expect([1, 2, 3].map(() => l.allow('account', 'a@x', limit, 0))).toEqual([true, true, false]);
    expect(l.allow('account', 'b@x', limit, 0)).toBe(true);
    l.reset('account', 'a@x');
    expect(l.allow('account', 'a@x', limit, 0)).toBe(true);
    expect(l.allow('account', 'b@x', limit, 60_000)).toBe(true); // a new window
  });
});
