import { describe, expect, it } from 'vitest';
import { frameKind } from './renderLoop';

describe('frameKind', () => {
  it('draws nothing while idle and asked for nothing, until the once-a-second safety net', () => {
    expect(frameKind(0, 16, false, false)).toBe('skip');
    expect(frameKind(0, 999, false, false)).toBe('skip');
  });

  it('a request and a running tween draw only what changed', () => {
    expect(frameKind(3, 16, false, false)).toBe('changed');
    expect(frameKind(0, 16, true, false)).toBe('changed');
    expect(frameKind(1, 5000, true, false)).toBe('changed');
  });

  it('the once-a-second safety net is its own kind (what changed, and the overlay), never the whole stage', () => {
    expect(frameKind(0, 1001, false, false)).toBe('idle');
    expect(frameKind(0, 60_000, false, false)).toBe('idle');
  });

  it('a resized buffer draws the whole stage at once', () => {
    expect(frameKind(0, 16, false, true)).toBe('whole');
    expect(frameKind(2, 5000, true, true)).toBe('whole');
  });
});
