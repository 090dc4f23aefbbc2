// Class sign-in at a school behind one address (issue 27, point 5). The embedded server with its
// production budgets (no test mode; TRUST_PROXY=1 so the bench can name addresses): 4 teachers with
// 20 pupils each, and 80 children signing in from the school's one address, 8 devices at a time
// (roster, then the picture check), while one device at that address sends wrong codes all along and
// a guesser at the same address tries wrong pictures for one child. Prints how long the 80 took,
// their answers, the slowest sign-in, what the guessing device and the guesser got, and whether the
// teacher's token refresh from the school still works. Targets: 80 children in well under 5
// minutes, all of them in; the wrong-code device locked alone; the guessed child alone delayed.
import { buildServer } from '../build-server.mjs';
import { api, runAlone, signUp, startServer, stopAndClean, tempDataDir } from './server.mjs';

const school = '10.20.30.40';
let base = '';

/** A POST (or `method`) from `address` (TRUST_PROXY=1 takes X-Forwarded-For) with `token`. */
function call(path, { token, address, body, method = 'POST' } = {}) {
  return api(base, path, { method, token, body, headers: address ? { 'X-Forwarded-For': address } : {} });
}

/** A teacher with `n` pupils: code, refresh token, pupils with their pictures. */
async function newClass(c, n) {
  const up = await signUp(base, `t${c}`, { headers: { 'X-Forwarded-For': '10.99.0.1' } });
  const { token, id } = up;
  await call(`/rest/v1/profiles?user_id=eq.${id}`, {
    token,
    method: 'PATCH',
    body: { subscription_plan: 'teachers' },
  });
  const rows = Array.from({ length: n }, (_, i) => ({ user_id: id, student_name: `Kid${c}-${i}` }));
  await call('/rest/v1/student_profiles', { token, body: rows });
  const pairs = (
    await call('/rest/v1/student_picture_passwords?select=student_profile_id,pair', { token, method: 'GET' })
  ).body;
  const code = (await call('/rest/v1/rpc/class_code', { token, body: {} })).body;
  return {
    code,
    refresh: up.refresh,
    token,
    pupils: pairs.map((p) => ({ id: p.student_profile_id, pair: p.pair })),
  };
}

/** Runs the bench; prints a table and returns the figures. */
export default async function run({ root }) {
  const dataDir = tempDataDir('bench-class');
  const bundle = await buildServer(root);
  const server = await startServer(root, dataDir, bundle, {
    port: Number(process.env.BENCH_CLASS_PORT ?? 0),
    // Sign-ups come from the bench's own address: only that budget is raised.
    env: { BCRYPT_COST: '4', TRUST_PROXY: '1', RATE_LIMIT_SIGNUP: '1000/300' },
  });
  base = server.url;
  try {
    const classes = [];
    // Class 0 has a 21st pupil, who does not sign in: the guesser's target.
    for (let c = 0; c < 4; c++) classes.push(await newClass(c, c === 0 ? 21 : 20));
    const target = classes[0].pupils.pop();
    const queue = classes.flatMap((k) => k.pupils.map((p, i) => ({ k, p, device: `tablet-${i % 8}` })));
    let done = false;
    // A device at the school sending wrong codes, and a guesser trying pictures for one child.
    const wrongCodes = (async () => {
      const seen = {};
      while (!done) {
        const r = await call('/auth/v1/class/roster', {
          address: school,
          body: { code: 'ZZZZZZ', device: 'prankster' },
        });
        seen[r.status] = (seen[r.status] ?? 0) + 1;
        await new Promise((r2) => setTimeout(r2, 50));
      }
      return seen;
    })();
    const guesses = (async () => {
      const seen = {};
      for (let a = 0; a < 12 && !done; a++) {
        for (let b = 0; b < 12 && !done; b++) {
          if (a === b || (a === target.pair[0] && b === target.pair[1])) continue;
          const r = await call('/auth/v1/class/token', {
            address: school,
            body: { code: classes[0].code, student_id: target.id, pictures: [a, b], device: 'guesser' },
          });
          seen[r.status] = (seen[r.status] ?? 0) + 1;
          await new Promise((r2) => setTimeout(r2, 100));
        }
      }
      return seen;
    })();
    const times = [];
    const statuses = {};
    const t0 = performance.now();
    const devices = Array.from({ length: 8 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const t = performance.now();
        const roster = await call('/auth/v1/class/roster', {
          address: school,
          body: { code: job.k.code, device: job.device },
        });
        const token = await call('/auth/v1/class/token', {
          address: school,
          body: { code: job.k.code, student_id: job.p.id, pictures: job.p.pair, device: job.device },
        });
        const key2 = `${roster.status}/${token.status}`;
        statuses[key2] = (statuses[key2] ?? 0) + 1;
        times.push(performance.now() - t);
      }
    });
    await Promise.all(devices);
    const totalMs = Math.round(performance.now() - t0);
    done = true;
    const [prankster, guesser] = await Promise.all([wrongCodes, guesses]);
    const refresh = await call('/auth/v1/token?grant_type=refresh_token', {
      address: school,
      body: { refresh_token: classes[0].refresh },
    });
    const locks = (await call('/rest/v1/rpc/class_sign_in_locks', { token: classes[0].token, body: {} }))
      .body;
    times.sort((a, b) => a - b);
    const figures = {
      database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
      children: times.length,
      totalMs,
      signInMs: {
        p50: Math.round(times[Math.floor(times.length / 2)]),
        max: Math.round(times[times.length - 1]),
      },
      answers: statuses,
      wrongCodeDevice: prankster,
      pictureGuesser: guesser,
      lockedStudents: locks.length,
      teacherRefresh: refresh.status,
    };
    const row = (name, value, target = '') =>
      console.log(`| ${name.padEnd(46)} | ${String(value).padStart(18)} | ${target.padEnd(16)} |`);
    row('measure', 'value', 'target');
    console.log(`|${'-'.repeat(48)}|${'-'.repeat(20)}|${'-'.repeat(18)}|`);
    row('80 children from one address, 8 devices: total', `${totalMs} ms`, '< 300000 ms');
    row('one child (roster + pictures): p50 / max', `${figures.signInMs.p50} / ${figures.signInMs.max} ms`);
    row('answers (roster/token: count)', JSON.stringify(statuses), '{"200/200":80}');
    row('wrong-code device (status: count)', JSON.stringify(prankster), '20 × 400, then 429');
    row('picture guesser on one child (status: count)', JSON.stringify(guesser), '3 × 400, then 429');
    row('students shown locked to the teacher', figures.lockedStudents, '1');
    row('teacher refresh from the school afterwards', refresh.status, '200');
    return figures;
  } finally {
    await stopAndClean(server, dataDir);
  }
}

await runAlone(import.meta.url, run);
