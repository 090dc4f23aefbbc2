import type { Db } from '../db/types';
import { describeError } from '../log';
import { claimRun, finishRun, periodStart } from './claim';

/** A job done once per period by whichever server process claims it first (see claim.ts). */
export interface PeriodicJob {
  /** Names the job in mathpop_private.job_runs and in the log ("retention", "weekly-mail"). */
  name: string;
  /** Length of a period in seconds (3600: hourly; 604800: weekly). */
  periodSeconds: number;
  /** Moves the period boundaries (seconds after the epoch's); see periodStart. */
  offsetSeconds?: number;
  /** The work; what it returns (a summary without personal data) is logged. */
  run(periodStart: Date): Promise<string | undefined>;
}

/**
 * Runs `job` once per period across all processes that share the database: at start (for the
 * current period) and then at each period boundary, every process tries to claim the period and
 * only the winner runs it. A failed run is logged without its values and not retried before the
 * next period. Returns the stopper, which waits for a run in progress.
 */
export function schedulePeriodic(db: Db, job: PeriodicJob): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const attempt = async () => {
    const start = periodStart(new Date(), job.periodSeconds, job.offsetSeconds);
    try {
      if (!(await claimRun(db, job.name, start))) return;
      const began = performance.now();
      const summary = await job.run(start);
      await finishRun(db, job.name, start);
      const ms = Math.round(performance.now() - began);
      console.log(
        `[jobs] ${job.name} ran for ${start.toISOString()} in ${ms} ms${summary ? `: ${summary}` : ''}`,
      );
    } catch (e) {
      console.error(`[jobs] ${job.name} failed for ${start.toISOString()}: ${describeError(e)}`);
    }
  };
  const next = () => {
    if (stopped) return;
    const now = Date.now();
    const boundary = periodStart(new Date(now), job.periodSeconds, job.offsetSeconds).getTime();
    // A little after the boundary (up to 1 % of the period, at most 2 s), so the processes' clocks
    // agree on the period and their claims do not all land in the same millisecond.
    const jitter = Math.random() * Math.min(2000, job.periodSeconds * 10);
    timer = setTimeout(tick, boundary + job.periodSeconds * 1000 - now + jitter);
    timer.unref();
  };
  const tick = () => {
    running = running.then(attempt).finally(next);
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
