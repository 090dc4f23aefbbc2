import { describe, expect, it } from 'vitest';
import { DbError } from './db/errors';
import { describeError, escapeControls, redact } from './log';

describe('redact', () => {
  it('hides quoted values, key values and token-like strings, keeping the words', () => {
    expect(redact('invalid input syntax for type uuid: "kid-secret"')).toBe(
      'invalid input syntax for type uuid: "…"',
    );
    expect(redact('Key (email)=(a@b.c) already exists.')).toBe('Key (email)=(…) already exists.');
    expect(redact('bad token eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXNpZw')).toBe(
      'bad token …',
    );
    expect(redact('relation does not exist')).toBe('relation does not exist');
  });
});

describe('describeError', () => {
  it('names the class and SQLSTATE, and leaves out fields the error carries', () => {
    const e = Object.assign(new DbError({ code: '22021', message: 'invalid byte sequence' }), {
      params: ['recovery-token-1234567890abcdef'],
    });
    const text = describeError(e);
    expect(text).toMatch(/^DbError \[22021\]: invalid byte sequence\n\s+at /);
    expect(text).not.toContain('recovery-token');
  });
});

describe('escapeControls', () => {
  it('writes every control character as an escape, so a value stays on one log line', () => {
    expect(escapeControls('GET /x\nFORGED POST /auth/v1/admin 200\r')).toBe(
      'GET /x\\x0aFORGED POST /auth/v1/admin 200\\x0d',
    );
    expect(escapeControls('a\u0000b\u001bc\u007fd\u2028e')).toBe('a\\x00b\\x1bc\\x7fd\\u2028e');
    expect(escapeControls('plain /rest/v1/profiles 200 1.2ms')).toBe('plain /rest/v1/profiles 200 1.2ms');
  });
});
