/**
 * Names and subjects of every lesson and game id, so the performance page can say "Times Table
 * Challenge 3" instead of "timestable3" and sort results into subjects. Games come from their manifests
 * (scenes/games/<id>/game.ts), lessons from the lesson graph: no list is written out here.
 */

import { t } from '@lingui/core/macro';
import type { Subject } from '@scenes/engine/manifest';
import { findRoute, games } from '@scenes/manifests';
import { blockTitle } from '@/content/block-titles';
import { getLesson, type Unit, units } from '@/content/lessons';

export type { Subject };

/** Display order and labels of the subjects (labels read in the current language). */
export const SUBJECTS: readonly { id: Subject; label: string }[] = [
  {
    id: 'multiplication',
    get label() {
      return t`Multiplication`;
    },
  },
  {
    id: 'division',
    get label() {
      return t`Division`;
    },
  },
  {
    id: 'factors',
    get label() {
      return t`Factors`;
    },
  },
];

interface ActivityInfo {
  name: string;
  subject: Subject;
}

/** The subject a unit of the lesson graph teaches, from its prefix (factor…, d…/division…, the rest ×). */
export function unitSubject(unit: Unit): Subject {
  if (unit.prefix.startsWith('factor')) return 'factors';
  if (/^d(\d|ivision)/.test(unit.prefix)) return 'division';
  return 'multiplication';
}

const unitOf = new Map<string, Unit>();
for (const unit of units) for (const id of unit.lessons) unitOf.set(id, unit);

/** A lesson is named by its unit and its place in it ("The Mysterious Remainder 3"). */
function lessonInfo(id: string): ActivityInfo | null {
  const unit = unitOf.get(id);
  if (!unit || !getLesson(id)) return null;
  const title = blockTitle(unit.name);
  const n = unit.lessons.indexOf(id) + 1;
  return { name: t`${title} ${n}`, subject: unitSubject(unit) };
}

function gameInfo(id: string): ActivityInfo | null {
  const route = findRoute(id);
  return route ? { name: route.title, subject: route.game.subject } : null;
}

/** Readable words for an id nobody listed ("my-new-game" → "My New Game"). */
function titleCase(id: string): string {
  return id
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/** Subject of an id nobody listed, guessed from its words. */
function guessSubject(id: string): Subject {
  if (/factor|prime|multiple/.test(id)) return 'factors';
  if (/divi|share|^d\d/.test(id)) return 'division';
  return 'multiplication';
}

/** The display name and subject of a known lesson or game id, or null for an id nobody has. */
export function knownActivity(kind: 'lesson' | 'game', id: string): ActivityInfo | null {
  return kind === 'lesson' ? (lessonInfo(id) ?? gameInfo(id)) : (gameInfo(id) ?? lessonInfo(id));
}

/** The display name and subject of a lesson or game id (a readable guess for an unknown one). */
export function describeActivity(kind: 'lesson' | 'game', id: string): ActivityInfo {
  return knownActivity(kind, id) ?? { name: titleCase(id), subject: guessSubject(id) };
}

/**
 * Whether an activity asks no question (its manifest says `playedOnly`: the child explores or
 * watches), so finishing it counts as played, never as a right answer (issue 14 §13).
 */
export function isPlayedOnly(kind: 'lesson' | 'game', id: string): boolean {
  return kind === 'game' && findRoute(id)?.game.playedOnly === true;
}

/** How many game levels (routes) each subject offers, for "x of y" progress. */
export function gameTotals(): Record<Subject, number> {
  const totals: Record<Subject, number> = { multiplication: 0, division: 0, factors: 0 };
  for (const g of games) totals[g.subject] += g.levels.length;
  return totals;
}
