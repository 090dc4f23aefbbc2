import { AuthError, errors } from './errors';

/**
 * Most user metadata a user may keep, as UTF-8 bytes of its JSON. It rides in every access token,
 * so a large one made every later request of that user fail (headers too large); the app keeps a
 * name there.
 */
export const maxMetadataBytes = 4096;

/** The `data` of a sign-up or user update: an object, or undefined when absent; 400 otherwise. */
export function metadataParam(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw errors.validation('data must be an object');
  return value as Record<string, unknown>;
}

/** Refuses metadata larger than `maxMetadataBytes` with 422 validation_failed. */
export function assertMetadataSize(data: Record<string, unknown>): void {
  if (Buffer.byteLength(JSON.stringify(data), 'utf8') > maxMetadataBytes) {
    throw new AuthError(
      422,
      'validation_failed',
      `User metadata cannot be larger than ${maxMetadataBytes / 1024} KB`,
    );
  }
}
