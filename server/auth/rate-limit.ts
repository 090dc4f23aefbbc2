import type { RateLimit } from '../config';

// At this many counters the expired ones are dropped, and if that is not enough the oldest down to
// `keep`: a flood of distinct keys (addresses, email addresses) costs bounded memory and amortised
// O(1) work per request.
const pruneAt = 50_000;
const keep = 40_000;

/**
 * Fixed-window request counters per (bucket, key), like GoTrue's per-IP limits; the key is a client
 * address, a user id or an email address. Kept in memory: a limit is per process, which is also how
 * GoTrue counts.
 */
export class RateLimiter {
  private windows = new Map<string, { until: number; count: number }>();

  /** True when this request is within the limit (and counts it). */
  allow(bucket: string, key: string, limit: RateLimit, now = Date.now()): boolean {
    const id = `${bucket}|${key}`;
    let w = this.windows.get(id);
    if (!w || now >= w.until) {
      if (this.windows.size >= pruneAt) this.prune(now);
      w = { until: now + limit.windowSeconds * 1000, count: 0 };
      this.windows.delete(id); // re-inserted last: the map stays ordered by window start
      this.windows.set(id, w);
    }
    w.count += 1;
    return w.count <= limit.max;
  }

  /** Forgets the key's count (a successful sign-in ends its run of failures). */
  reset(bucket: string, key: string): void {
    this.windows.delete(`${bucket}|${key}`);
  }

  private prune(now: number) {
    for (const [k, w] of this.windows) if (now >= w.until) this.windows.delete(k);
    // Still too many live windows: drop the oldest (Map iterates in insertion order).
    for (const k of this.windows.keys()) {
      if (this.windows.size <= keep) break;
      this.windows.delete(k);
    }
  }
}
