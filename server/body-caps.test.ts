import { describe, expect, it } from 'vitest';
import { bodyCap } from './body-caps';

describe('bodyCap', () => {
  it('sizes each route for what it carries', () => {
    expect(bodyCap('/auth/v1/class/token', 'POST')).toBe(8 * 1024);
    expect(bodyCap('/auth/v1/signup', 'POST')).toBe(64 * 1024);
    expect(bodyCap('/rest/v1/rpc/fact_log', 'POST')).toBe(64 * 1024);
    expect(bodyCap('/rest/v1/fact_attempts', 'POST')).toBe(512 * 1024);
    expect(bodyCap('/rest/v1/profiles', 'PATCH')).toBe(16 * 1024);
  });
});
