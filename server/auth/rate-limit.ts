import type { RateLimit } from '../config';

/**
 * Fixed-window request counters per (bucket, client IP), like GoTrue's per-IP limits. Kept in
 * memory: a limit is per process, which is also how GoTrue counts.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  /** True when this request is within the limit (and counts it). */
  allow(bucket: string, ip: string, limit: RateLimit, now = Date.now()): boolean {
    const key = `${bucket}|${ip}`;
    const windowMs = limit.windowSeconds * 1000;
    let w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      if (this.windows.size > 50_000) this.prune(now);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count <= limit.max;
  }

  private prune(now: number) {
    for (const [k, w] of this.windows) if (now - w.start > 3_600_000) this.windows.delete(k);
  }
}
