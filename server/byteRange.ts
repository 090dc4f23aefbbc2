/**
 * Byte ranges for static files (RFC 9110 §14, issue 39 §4): Safari plays a video only from a server
 * that answers `Range` with 206. One range is served; a request for several gets the whole file (a
 * server may ignore Range, §14.2), as does a range unit other than bytes.
 */

/** What to do with a request's Range header for a file of `size` bytes. */
export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const spec = /^(\d*)-(\d*)$/;

/** Reads `Range: bytes=…` (§14.1.2): a first-last pair, an open end or a suffix length. */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const [unit, set] = header.split('=', 2).map((s) => s.trim());
  if (unit.toLowerCase() !== 'bytes') return { kind: 'whole' };
  const specs = (set ?? '').split(',').map((s) => s.trim());
  // A syntactically bad set is refused like an unsatisfiable one (nothing in it can be served).
  const parsed = specs.map((s) => spec.exec(s));
  if (parsed.some((m) => !m || (m[1] === '' && m[2] === ''))) return { kind: 'unsatisfiable' };
  if (specs.length > 1) return { kind: 'whole' };
  const [, first, last] = parsed[0] as RegExpExecArray;
  if (first === '') {
    // A suffix: the last N bytes (all of a shorter file); zero bytes cannot be satisfied.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'unsatisfiable' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}

/**
 * Whether `If-Range` lets the range through (§13.1.5): an entity tag must equal the file's strong
 * tag (a weak tag never does); a date must equal its Last-Modified exactly. Absent, it does.
 */
export function ifRangeHolds(ifRange: string | undefined, etag: string, lastModified: string): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('W/')) return false;
  if (value.startsWith('"')) return value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === Date.parse(lastModified);
}
