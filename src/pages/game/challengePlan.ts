import { type ChallengeRange, type ChallengeSetup, factsInRange } from '@scenes/engine/challenge';
import { modelFromFactLog } from '@scenes/practice/model';
import { getFactLog } from '@/api/get-fact-log';
import { getFocus } from '@/api/get-focus';
import { gamePlan } from '@/fluency/gamePlan';
import type { Focus } from '@/fluency/plan';
import { seededRng } from '@/fluency/random';
import type { FluencyModel } from '@/fluency/state';
import { START_WAIT_MS } from '@/lib/lastKnown';
import type { ChallengeMemory } from '@/state/challengeMemory';
import { ensureActiveStudent } from '@/state/persistResults';

/** The child's model and focus, or null (no child, or nothing readable): a seeded mix then. */
async function readChild(
  chosen: string | null,
  userId: string | undefined,
): Promise<{ model: FluencyModel; focus?: Focus } | null> {
  const hurry = { wait: START_WAIT_MS };
  try {
    // A grown-up who came straight to a game has no child chosen yet: the first one plays.
    const studentId = chosen ?? (userId ? await ensureActiveStudent(userId) : null);
    if (!studentId) return null;
    const [log, focus] = await Promise.all([
      getFactLog(studentId, hurry),
      getFocus(studentId, hurry).catch(() => null),
    ]);
    const ctx = { grade: null, tzOffsetMinutes: -new Date().getTimezoneOffset() };
    return {
      model: modelFromFactLog(log, studentId, ctx),
      focus: focus ? { tables: focus.tables, division: focus.division } : undefined,
    };
  } catch {
    return null;
  }
}

/**
 * A challenge round's setup (issue 33): the fluency chooser's plan for the child within the game's
 * range at its level, the device's history of the game's rounds, and a fresh seed. Loaded only when
 * a challenge starts (its own chunk: the fact log's reader and the chooser stay out of the spec
 * round's download). Offline it reads the last-known log; without a child, a seeded mix.
 */
export async function challengeSetup(
  range: ChallengeRange,
  memory: ChallengeMemory,
  studentId: string | null,
  userId: string | undefined,
): Promise<ChallengeSetup> {
  const child = await readChild(studentId, userId);
  const level = Math.min(memory.level, range.levels.length);
  const seed = Math.floor(Math.random() * 2 ** 31);
  const plan = gamePlan(child?.model ?? null, child?.focus, factsInRange(range, level), seededRng(seed));
  return { plan, level, levels: range.levels.length, history: memory.rounds.map((r) => r.asked), seed };
}
