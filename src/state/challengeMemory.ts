import type { ChallengeReport } from '@scenes/engine/challenge';
import { HISTORY_ROUNDS } from '@scenes/engine/challenge';

/**
 * What the device remembers of one player's challenge rounds in one game route (issue 33): whether
 * the spec's round was played (later visits open on a challenge), the game's level in its range, and
 * the facts the last rounds asked (the no-repeat rule). Per player: a student id, or the grown-up's
 * own play. Not a secret and not evidence (the fact log is): localStorage is enough.
 */
export interface ChallengeMemory {
  played: boolean;
  level: number;
  /** Newest first, at most HISTORY_ROUNDS + 1 rounds. */
  rounds: { round: number; asked: string[] }[];
}

/** The prefix of every key (one per player): `mathpop.challenge.<player>`. */
export const CHALLENGE_KEY_PREFIX = 'mathpop.challenge.';

const EMPTY: ChallengeMemory = { played: false, level: 1, rounds: [] };

function keyOf(player: string): string {
  return `${CHALLENGE_KEY_PREFIX}${player}`;
}

function readAll(player: string): Record<string, ChallengeMemory> {
  try {
    const raw = localStorage.getItem(keyOf(player));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, ChallengeMemory>) : {};
  } catch {
    return {};
  }
}

function valid(value: ChallengeMemory | undefined): ChallengeMemory {
  if (!value || typeof value !== 'object') return EMPTY;
  const level = Number.isInteger(value.level) && value.level >= 1 ? value.level : 1;
  const rounds = Array.isArray(value.rounds)
    ? value.rounds.filter((r) => r && Number.isFinite(r.round) && Array.isArray(r.asked))
    : [];
  return { played: value.played === true, level, rounds };
}

/** The memory of `route` for `player` (empty when none, or unreadable). */
export function readChallenge(player: string, route: string): ChallengeMemory {
  return valid(readAll(player)[route]);
}

function write(player: string, route: string, memory: ChallengeMemory): void {
  try {
    const all = readAll(player);
    all[route] = memory;
    localStorage.setItem(keyOf(player), JSON.stringify(all));
  } catch {
    // storage full or blocked: the next round may repeat a fact, nothing else is lost
  }
}

/** Marks the spec's round of `route` as played: the next visit opens on a challenge round. */
export function markPlayed(player: string, route: string): void {
  const memory = readChallenge(player, route);
  if (!memory.played) write(player, route, { ...memory, played: true });
}

/** Keeps a round's report: its facts (a later report of the same round replaces it) and the level. */
export function recordChallenge(
  player: string,
  route: string,
  report: ChallengeReport,
  levels: number,
): void {
  const memory = readChallenge(player, route);
  const others = memory.rounds.filter((r) => r.round !== report.round);
  const rounds = [{ round: report.round, asked: [...report.asked] }, ...others].slice(0, HISTORY_ROUNDS + 1);
  const level = Math.min(Math.max(1, report.level), levels);
  write(player, route, { played: true, level, rounds });
}

/** Forgets a player's rounds (a child signed out of a shared tablet). */
export function forgetChallenges(player: string): void {
  try {
    localStorage.removeItem(keyOf(player));
  } catch {
    // nothing kept
  }
}

/** The player whose rounds the device keeps: the active child, else the signed-in grown-up, else a guest. */
export function challengePlayer(studentId: string | null, userId: string | undefined): string {
  return studentId ?? userId ?? 'guest';
}
