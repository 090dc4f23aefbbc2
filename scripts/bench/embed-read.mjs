// Embedded read of a class (issue 34): a teacher's 25 students with each one's last 5 results, as one
// embedded select, against the same data read in separate requests (the students, then each one's
// results, 25 at a time), and the plain student-list read the app makes most, sequentially (p50/p99).
// Used by api.bench.mjs (PGlite); on its own it starts the server of `root` (argv[2], default the
// current folder) on PGlite, or PostgreSQL with BENCH_DATABASE_URL:
//   node scripts/bench/embed-read.mjs [root]
import { buildServer } from '../build-server.mjs';
import { api, signUp, startServer, stopAndClean, summary, tempDataDir } from './server.mjs';

const STUDENTS = 25;
const RESULTS = 20;

async function must(base, path, init) {
  const r = await api(base, path, init);
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${r.text}`);
  return r.body;
}

/** Brings the teacher to 25 students with 20 results each (through the API, as the app writes). */
async function seed(base, teacher) {
  const token = teacher.token;
  await must(base, `/rest/v1/profiles?user_id=eq.${teacher.id}`, {
    method: 'PATCH',
    token,
    body: { subscription_plan: 'teachers' },
  });
  const have = await must(base, `/rest/v1/student_profiles?select=id&user_id=eq.${teacher.id}`, { token });
  const more = Array.from({ length: STUDENTS - have.length }, (_, i) => ({
    user_id: teacher.id,
    student_name: `Pupil ${i + 1}`,
  }));
  if (more.length) await must(base, '/rest/v1/student_profiles', { method: 'POST', token, body: more });
  const students = await must(base, `/rest/v1/student_profiles?select=id&user_id=eq.${teacher.id}`, {
    token,
  });
  const rows = students.flatMap((s) =>
    Array.from({ length: RESULTS }, (_, i) => ({
      user_id: teacher.id,
      student_profile_id: s.id,
      kind: i % 2 ? 'game' : 'lesson',
      activity_id: `activity-${i}`,
      is_correct: i % 3 !== 0,
      attempts: 1,
      stars: i % 4,
      completed_at: new Date(Date.UTC(2026, 10, 1, 8, i)).toISOString(),
    })),
  );
  for (let i = 0; i < rows.length; i += 250)
    await must(base, '/rest/v1/activity_results', { method: 'POST', token, body: rows.slice(i, i + 250) });
}

const timed = async (fn) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

/** Measures the three reads on a running server for `teacher` ({id, token}); answers the figures. */
export async function embedReadFigures(base, teacher, rounds = 120) {
  // After a blocking autocannon run (execFileSync), let fetch notice the sockets the server closed.
  await new Promise((r) => setTimeout(r, 200));
  await seed(base, teacher);
  const token = teacher.token;
  const cols = 'activity_id,kind,is_correct,stars,completed_at';
  const embeddedPath = `/rest/v1/student_profiles?select=id,student_name,activity_results(${cols})&user_id=eq.${teacher.id}&order=created_at.asc&activity_results.order=completed_at.desc&activity_results.limit=5`;
  const embedded = () => must(base, embeddedPath, { token });
  const separate = async () => {
    const students = await must(
      base,
      `/rest/v1/student_profiles?select=id,student_name&user_id=eq.${teacher.id}&order=created_at.asc`,
      { token },
    );
    const results = await Promise.all(
      students.map((s) =>
        must(
          base,
          `/rest/v1/activity_results?select=${cols}&student_profile_id=eq.${s.id}&order=completed_at.desc&limit=5`,
          { token },
        ),
      ),
    );
    return students.map((s, i) => ({ ...s, activity_results: results[i] }));
  };
  const plain = () =>
    must(base, `/rest/v1/student_profiles?select=*&user_id=eq.${teacher.id}&order=created_at.asc`, { token });
  // A server without embedding (to compare the plain read before and after) measures the rest.
  const a = await embedded().catch(() => null);
  const b = await separate();
  if (a && JSON.stringify(a) !== JSON.stringify(b))
    throw new Error('the embedded read differs from the separate reads');
  const times = { embedded: [], separate: [], plain: [] };
  for (let i = 0; i < 15 + rounds; i++) {
    // Interleaved, so the machine's noise falls on all three alike; the first 15 warm up.
    const keep = i >= 15;
    if (a) {
      const t = await timed(embedded);
      if (keep) times.embedded.push(t);
    }
    const s = await timed(separate);
    const p = await timed(plain);
    if (keep) {
      times.separate.push(s);
      times.plain.push(p);
    }
  }
  return {
    students: STUDENTS,
    resultsPerStudent: RESULTS,
    embeddedRequests: 1,
    separateRequests: 1 + STUDENTS,
    embedded: a ? summary(times.embedded) : null,
    separate: summary(times.separate),
    plainStudentRead: summary(times.plain),
  };
}

/** Prints the figures as rows of the api bench's table. */
export function printEmbedRows(f, row) {
  row('embedded class read p50 / p99 ms', `${f.embedded?.p50} / ${f.embedded?.p99}`, '1 request');
  row(`same, ${f.separateRequests} requests p50 / p99 ms`, `${f.separate.p50} / ${f.separate.p99}`, '');
  row(
    'plain student read p50 / p99 ms',
    `${f.plainStudentRead.p50} / ${f.plainStudentRead.p99}`,
    'sequential',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? process.cwd();
  const dataDir = tempDataDir('embed');
  const server = await startServer(root, dataDir, await buildServer(root));
  try {
    const teacher = await signUp(server.url, 'embed-bench', { data: { full_name: 'Bench Teacher' } });
    const figures = await embedReadFigures(server.url, teacher);
    figures.database = process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite';
    console.log(JSON.stringify(figures));
  } finally {
    await stopAndClean(server, dataDir);
  }
}
