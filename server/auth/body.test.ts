import { describe, expect, it } from 'vitest';
import { bodyProblem, forwardedClient, maxBodyDepth, parseBody } from './body';
import { AuthError } from './errors';

const nested = (n: number) => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`) as unknown;

describe('auth request bodies', () => {
  it('accepts ordinary bodies and empty ones', () => {
    expect(parseBody('')).toEqual({});
    expect(parseBody('{"email":"a@b.co","data":{"full_name":"Ann"}}')).toMatchObject({ email: 'a@b.co' });
    expect(bodyProblem(nested(maxBodyDepth))).toBeUndefined();
  });

  it('refuses deep nesting without recursing, and NUL in strings and keys', () => {
    expect(bodyProblem(nested(maxBodyDepth + 1))).toMatch(/nested too deeply/);
    expect(bodyProblem(nested(30_000))).toMatch(/nested too deeply/);
    expect(bodyProblem({ a: ['x', { b: 'y\0' }] })).toMatch(/NUL/);
    expect(bodyProblem({ 'k\0': 1 })).toMatch(/NUL/);
  });

  it('answers 400 bad_json for what is not a JSON object', () => {
    for (const text of ['{"a":', '[1]', '"text"', 'null', '42']) {
      try {
        parseBody(text);
        expect.unreachable(text);
      } catch (e) {
        expect(e).toBeInstanceOf(AuthError);
        expect((e as AuthError).status).toBe(400);
        expect((e as AuthError).code).toBe('bad_json');
      }
    }
  });
});

describe('client address behind proxies', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(forwardedClient('10.0.0.9', '1.2.3.4', 0)).toBe('10.0.0.9');
  });

  it('counts trusted hops from the right; entries the client wrote prove nothing', () => {
    expect(forwardedClient('10.0.0.9', '6.6.6.6, 1.2.3.4', 1)).toBe('1.2.3.4');
    expect(forwardedClient('10.0.0.9', '6.6.6.6, 1.2.3.4, 10.0.0.8', 2)).toBe('1.2.3.4');
    expect(forwardedClient('10.0.0.9', '1.2.3.4', 3)).toBe('1.2.3.4');
    expect(forwardedClient('10.0.0.9', undefined, 1)).toBe('10.0.0.9');
    expect(forwardedClient('10.0.0.9', ' , ', 1)).toBe('10.0.0.9');
  });
});
