import { describe, expect, it } from 'vitest';
import { makeReference, readReference, referenceSeconds } from './reference';

const secret = 'whsec_test_reference';
const user = '0b5f8a3e-12cd-4e6f-9a1b-23c4d5e6f789';

describe('checkout reference', () => {
  it("round-trips, hides the id and fits Stripe's client_reference_id", () => {
    const now = Date.now();
    const ref = makeReference(secret, { userId: user, locale: 'pt-BR' }, now);
    expect(ref).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
    expect(ref).not.toContain(user.replace(/-/g, ''));
    expect(readReference(secret, ref, now + 1000)).toEqual({ userId: user, locale: 'pt-BR' });
  });
  it('refuses an expired, altered or foreign reference', () => {
    const now = Date.now();
    const ref = makeReference(secret, { userId: user, locale: 'en' }, now);
    expect(readReference(secret, ref, now + referenceSeconds * 1000 + 1)).toBeNull();
    const flipped = `${ref.slice(0, 10)}${ref[10] === 'A' ? 'B' : 'A'}${ref.slice(11)}`;
    expect(readReference(secret, flipped, now)).toBeNull();
    expect(readReference('whsec_other', ref, now)).toBeNull();
    expect(readReference(secret, user, now)).toBeNull();
    expect(readReference(secret, 42, now)).toBeNull();
  });
});
