// Baseline for the API bench: the same RLS transaction the REST gateway runs for a student-list read
// (one batch: role + claims, then the select), looped in-process on PGlite with no HTTP in between.
// Usage: node --import tsx scripts/bench/raw-pglite.ts DATA_DIR USER_ID SECONDS → prints JSON.
import { openPglite } from '../../server/db/pglite';
import { preamble, readSql } from '../../server/rest/build';
import { parseQuery } from '../../server/rest/parse';
import { loadSchema } from '../../server/rest/schema';

const [dataDir = '', userId = '', seconds = '5'] = process.argv.slice(2);
const db = await openPglite(dataDir);
const schema = await loadSchema(db);
const info = schema.get('student_profiles');
if (!info) throw new Error('no student_profiles table');
const plan = parseQuery(new URLSearchParams(`select=*&user_id=eq.${userId}&order=created_at.asc`));
const claims = JSON.stringify({ sub: userId, role: 'authenticated', aud: 'authenticated' });
const sql = `${preamble({ role: 'authenticated', claims })};\n${readSql({ table: 'student_profiles', ...info }, plan, false, false)}`;
const first = await db.batch(sql);
const rows = JSON.parse(String(first[1]?.[0]?.body ?? '[]')).length;
const end = performance.now() + Number(seconds) * 1000;
let n = 0;
const start = performance.now();
const cpu0 = process.cpuUsage();
while (performance.now() < end) {
  await db.batch(sql);
  n++;
}
const elapsed = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpu0);
const cpuSec = (cpu.user + cpu.system) / 1e6;
console.log(
  JSON.stringify({ opsPerSec: n / elapsed, opsPerCpuSec: n / cpuSec, msPerOp: (elapsed * 1000) / n, rows }),
);
await db.close();
