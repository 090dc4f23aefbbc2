// Fluency bench (issue 16): time to compute the next practice question over a long history
// (200 facts × 30 answers = 6,000 attempts), against the 1 ms target; plus the one-off costs around
// it: rebuilding the model from the log, starting a session, and the teacher grid's pure part for a
// class of 25 from the class query's JSON. Run through `npm run bench -- fluency` or directly:
// node scripts/bench/fluency.bench.mjs
// Each call is timed REPEATS times on the same input (the functions are pure) and the fastest
// kept: on a shared machine a single timing mostly measures the scheduler (a preempted call reads
// 10 ms); the single-shot figures are printed too, with the load average, for honesty.
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const TARGET_US = 1000;
const SESSIONS = 60;
const REPEATS = 5;

const us = (ns) => Number(ns) / 1000;
function stats(samples) {
  const s = [...samples].sort((x, y) => x - y);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return {
    n: s.length,
    medianUs: +at(0.5).toFixed(1),
    p99Us: +at(0.99).toFixed(1),
    maxUs: +s[s.length - 1].toFixed(1),
  };
}
function time(fn) {
  const t0 = process.hrtime.bigint();
  const value = fn();
  return { value, us: us(process.hrtime.bigint() - t0) };
}
/** CPU time (user + system, ms) of fn: long calls are preempted on a loaded machine, CPU time is not. */
function cpuMs(fn) {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return +((c.user + c.system) / 1000).toFixed(1);
}
/** Fastest of REPEATS timings of fn, and the first (single-shot) one. */
function best(fn) {
  const first = time(fn);
  let fastest = first.us;
  for (let r = 1; r < REPEATS; r++) fastest = Math.min(fastest, time(fn).us);
  return { value: first.value, us: fastest, single: first.us };
}

export default async function run({ root }) {
  const fluency = await tsImport(pathToFileURL(`${root}/src/fluency/index.ts`).href, import.meta.url);
  const { historyLog, stateFromLog, startSession, nextQuestion, seededRng, answerOf, factLogFromAttempts } =
    fluency;
  const { statesFromFactLog, classSummary } = fluency;
  const ctx = { grade: '3', tzOffsetMinutes: 0 };
  const today = 20_000;
  const log = historyLog(30, today - 1, seededRng(1));
  const rebuild = time(() => stateFromLog(log, ctx));
  let model = rebuild.value;

  const rng = seededRng(2);
  const next = [];
  const singles = [];
  const starts = [];
  let clock = today * 86_400_000 + 17 * 3_600_000;
  for (let k = 0; k < SESSIONS; k++) {
    const started = best(() => startSession(model, today + Math.floor(k / 3), rng));
    starts.push(started.us);
    let step = best(() => nextQuestion(started.value));
    next.push(step.us);
    singles.push(step.single);
    let session = step.value;
    for (let i = 0; session.current; i++) {
      const fact = session.current.fact;
      const correct = rng() < 0.85;
      clock += 4000;
      const attempt = {
        clientId: `b-${k}-${i}`,
        studentId: 'sim-child',
        fact,
        answer: correct ? answerOf(fact) : 0,
        correct,
        ms: Math.round(1500 + rng() * 3000),
        assisted: false,
        source: 'practice',
        at: new Date(clock).toISOString(),
      };
      step = best(() => nextQuestion(session, attempt));
      next.push(step.us);
      singles.push(step.single);
      session = step.value;
    }
    model = session.model;
  }

  // The teacher grid: 25 children × 200 facts, as the class query returns it.
  const classLog = [];
  for (let s = 0; s < 25; s++) {
    for (const x of historyLog(10, today - 1, seededRng(100 + s)))
      classLog.push({ ...x, studentId: `s${s}` });
  }
  const json = factLogFromAttempts(classLog);
  const grid = best(() => classSummary(statesFromFactLog(json, '3')));
  const gridCpu = Math.min(
    ...Array.from({ length: REPEATS }, () => cpuMs(() => classSummary(statesFromFactLog(json, '3')))),
  );
  const rebuildCpu = Math.min(...Array.from({ length: REPEATS }, () => cpuMs(() => stateFromLog(log, ctx))));

  const nextStats = stats(next.slice(30)); // the first 30 calls warm the JIT up
  const singleStats = stats(singles.slice(30));
  const figures = {
    attempts: log.length,
    loadAverage: +loadavg()[0].toFixed(1),
    nextQuestion: { ...nextStats, coldFirstCallUs: +singles[0].toFixed(1), targetUs: TARGET_US },
    nextQuestionSingleShot: singleStats,
    startSession: stats(starts),
    rebuildFromLogMs: +(rebuild.us / 1000).toFixed(1),
    classGrid25Ms: +(grid.us / 1000).toFixed(1),
    classGrid25CpuMs: gridCpu,
    rebuildFromLogCpuMs: rebuildCpu,
    withinTarget: nextStats.p99Us <= TARGET_US,
  };
  console.table({
    'nextQuestion (µs)': {
      median: nextStats.medianUs,
      p99: nextStats.p99Us,
      max: nextStats.maxUs,
      target: TARGET_US,
    },
    'nextQuestion single shot (µs)': {
      median: singleStats.medianUs,
      p99: singleStats.p99Us,
      max: singleStats.maxUs,
    },
    'startSession (µs)': {
      median: figures.startSession.medianUs,
      p99: figures.startSession.p99Us,
      max: figures.startSession.maxUs,
    },
  });
  console.log(
    `nextQuestion over ${log.length} attempts: median ${nextStats.medianUs} µs, p99 ${nextStats.p99Us} µs, ` +
      `max ${nextStats.maxUs} µs (first call ${figures.nextQuestion.coldFirstCallUs} µs); target ≤ ${TARGET_US} µs: ` +
      `${figures.withinTarget ? 'met' : 'NOT met'}. Rebuild from log ${figures.rebuildFromLogMs} ms ` +
      `(CPU ${rebuildCpu} ms); class grid (25 × 200) ${figures.classGrid25Ms} ms (CPU ${gridCpu} ms). ` +
      `Load average ${figures.loadAverage}.`,
  );
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { dirname, join } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  await run({ root: join(dirname(fileURLToPath(import.meta.url)), '..', '..') });
}
