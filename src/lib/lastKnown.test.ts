// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearLastKnown, lastKnown } from './lastKnown';

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('lastKnown', () => {
  it('answers offline with the last answer kept for the same key, and only for it', async () => {
    expect(await lastKnown('students:u1', async () => [{ id: 'a' }])).toEqual([{ id: 'a' }]);
    // Kept in the background: wait until the device has it.
    await expect.poll(() => lastKnown('students:u1', offline).catch(() => null)).toEqual([{ id: 'a' }]);
    await expect(lastKnown('students:u2', offline)).rejects.toThrow('Failed to fetch');
  });

  it('rethrows errors that are not a missing network, and forgets everything on sign-out', async () => {
    await lastKnown('results:u3', async () => 3);
    await expect.poll(() => lastKnown('results:u3', offline).catch(() => null)).toBe(3);
    await expect(lastKnown('results:u3', () => Promise.reject(new Error('JWT expired')))).rejects.toThrow(
      'JWT expired',
    );
    await clearLastKnown();
    await expect(lastKnown('results:u3', offline)).rejects.toThrow('Failed to fetch');
  });
});
