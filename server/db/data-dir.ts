import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file inside DATA_DIR (seeding from the template ignores it). */
export const lockName = '.mathpop.lock';

/**
 * Makes the data folder owner-only: new files 0600 and folders 0700 from now on (the process
 * umask), and everything already there, whatever its mode was (a Docker volume or a `mkdir` leaves
 * 0755; PGlite asks for 0666 files). The WAL holds the private signing key, so no other local
 * account may read any of it.
 */
export function secureDataDir(dir: string): void {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodTree(dir);
}

function chmodTree(path: string): void {
  const st = lstatSync(path);
  if (st.isSymbolicLink()) return; // chmod would follow it out of the folder
  if (st.isDirectory()) {
    if ((st.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
    for (const name of readdirSync(path)) chmodTree(join(path, name));
  } else if ((st.mode & 0o777) !== 0o600) chmodSync(path, 0o600);
}

/** What the lock file records about its holder. */
interface Holder {
  pid: number;
  host: string;
  /** The holder's start time from /proc (Linux): tells a reused pid from the holder. */
  started: string | null;
}

/** A held lock: refreshed while held, removed by release(). */
export interface DataDirLock {
  release(): void;
}

/** Thrown when another live server holds the folder. */
export class DataDirBusy extends Error {}

const heartbeatMs = 10_000;
// Folders this process holds: a lock file naming our own pid is ours only if listed here, else it
// was left by an earlier process that had the same pid (a restarted container's pid 1).
const held = new Set<string>();
// A holder on another host (a container sharing the volume) can't be asked whether it lives: its
// lock is stale only once it stopped refreshing the file for this long.
const foreignStaleMs = 3 * heartbeatMs;

function startTime(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(h: Holder): boolean {
  if (h.pid === process.pid) return false; // a lock left by an earlier life of this pid (container restart)
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTime(h.pid);
  return h.started === null || now === null || now === h.started;
}

function stale(file: string): boolean {
  let text: string;
  let age: number;
  try {
    text = readFileSync(file, 'utf8');
    age = Date.now() - lstatSync(file).mtimeMs;
  } catch {
    return true; // gone meanwhile: try again
  }
  let h: Holder | undefined;
  try {
    h = JSON.parse(text) as Holder;
  } catch {
    // half-written by a holder that died while writing it, or being written right now
    return age > 2000;
  }
  if (h.host !== hostname()) return age > foreignStaleMs;
  if (alive(h)) throw new DataDirBusy(`another MathPop server (pid ${h.pid}) is using this DATA_DIR`);
  return true;
}

/**
 * Takes the folder's exclusive lock: a file created with O_EXCL that records the holder's pid,
 * host and start time. A lock whose holder died (kill -9, power loss) is taken over; a live
 * holder's makes this throw DataDirBusy. Only for PGlite: PostgreSQL arbitrates its own clients.
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = join(dir, lockName);
  if (held.has(file)) throw new DataDirBusy(`this process (pid ${process.pid}) already uses this DATA_DIR`);
  const me: Holder = { pid: process.pid, host: hostname(), started: startTime(process.pid) };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      const beat = setInterval(() => {
        const t = new Date();
        try {
          utimesSync(file, t, t);
        } catch {
          // the folder went away: nothing left to guard
        }
      }, heartbeatMs);
      beat.unref();
      held.add(file);
      return {
        release() {
          clearInterval(beat);
          held.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    if (!stale(file)) throw new DataDirBusy('another MathPop server is using this DATA_DIR');
    rmSync(file, { force: true });
  }
  throw new DataDirBusy('could not take the DATA_DIR lock');
}
