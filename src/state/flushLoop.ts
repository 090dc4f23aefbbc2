/** Retry delays after a failed flush: doubling from 2 s up to 5 minutes. */
export const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 5 * 60 * 1000;

/** A running flush loop: `enqueue` runs a task in order and then flushes; `stop` ends it. */
export interface FlushLoop {
  /** Runs `task` after the tasks before it (a failing task never blocks the next), then flushes. */
  enqueue: (task: () => Promise<void>) => void;
  /** Resolves once every task enqueued so far (and the flush after it) has run. */
  settled: () => Promise<void>;
  stop: () => void;
}

/**
 * The loop behind the device's offline queues (fact attempts, activity results): one task at a
 * time, in order; `flush` runs at once, whenever the browser comes back online, after every queued
 * task, and with backoff after a failure (offline or a server hiccup: the rows stay queued).
 * With `afterTaskMs`, the flush after a task waits that long after the last one instead: answers
 * given in a row go in one request, and the request (with the API client it loads the first time)
 * never competes with the animation that celebrates the answer (issue 39 §3).
 */
export function startFlushLoop(name: string, flush: () => Promise<void>, afterTaskMs = 0): FlushLoop {
  let chain: Promise<void> = Promise.resolve();
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let later: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = (task: () => Promise<void>) => {
    chain = chain.then(task).catch((error: unknown) => console.warn(name, error));
    return chain;
  };
  const flushNow = (): Promise<void> =>
    run(async () => {
      if (stopped) return;
      clearTimeout(timer);
      try {
        await flush();
        retryMs = FIRST_RETRY_MS;
      } catch (error) {
        console.warn(`${name}: rows stay queued`, error);
        if (!stopped) timer = setTimeout(flushNow, retryMs);
        retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
      }
    });
  const online = () => {
    retryMs = FIRST_RETRY_MS;
    void flushNow();
  };
  window.addEventListener('online', online);
  void flushNow();
  return {
    enqueue: (task) => {
      void run(task);
      if (afterTaskMs <= 0) void flushNow();
      else {
        clearTimeout(later);
        later = setTimeout(() => void flushNow(), afterTaskMs);
      }
    },
    settled: () => chain,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(later);
      window.removeEventListener('online', online);
    },
  };
}
