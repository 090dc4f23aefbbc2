/**
 * Names and subjects of every lesson and game id (spec §2), so the performance page can say
 * "Times Table Challenge 3" instead of "timestable3" and sort results into subjects.
 */

/** The three subjects the app teaches. */
export type Subject = 'multiplication' | 'division' | 'factors';

/** Display order and labels of the subjects. */
export const SUBJECTS: readonly { id: Subject; label: string }[] = [
  { id: 'multiplication', label: 'Multiplication' },
  { id: 'division', label: 'Division' },
  { id: 'factors', label: 'Factors' },
];

interface ActivityInfo {
  name: string;
  subject: Subject;
}

/** A numbered lesson series: `<prefix><n>` for n in 1..count. */
interface Series {
  prefix: string;
  count: number;
  name: string;
  subject: Subject;
}

const LESSON_SERIES: readonly Series[] = [
  { prefix: 'multiplication', count: 5, name: 'Multiplication Lesson', subject: 'multiplication' },
  { prefix: 'timestable', count: 5, name: 'Times Table Challenge', subject: 'multiplication' },
  { prefix: 'times-table-mission-', count: 5, name: 'Times Table Mission', subject: 'multiplication' },
  { prefix: 'real-life-', count: 5, name: 'Multiplying in Real Life', subject: 'multiplication' },
  { prefix: 'amusement-park-', count: 5, name: 'Amusement Park', subject: 'multiplication' },
  { prefix: 'factor', count: 5, name: 'Factors Lesson', subject: 'factors' },
  { prefix: 'division', count: 32, name: 'Division Lesson', subject: 'division' },
  { prefix: 'd6-', count: 5, name: 'Dividing in the Real World', subject: 'division' },
  { prefix: 'd7-', count: 5, name: 'Fun Division Problems', subject: 'division' },
  { prefix: 'd5-', count: 5, name: 'The Mysterious Remainder', subject: 'division' },
];

const GAMES: Record<string, ActivityInfo> = {
  'star-treasure-hunt': { name: 'Star Treasure Hunt', subject: 'multiplication' },
  'cosmic-multiplication': { name: 'Cosmic Multiplication', subject: 'multiplication' },
  'asteroid-division': { name: 'Asteroid Division', subject: 'division' },
  'space-station-division': { name: 'Space Station Division', subject: 'division' },
  // Named as their frames title them (scenes/*/routes.ts), pinned by activity-names.test.ts.
  'castle-builder': { name: 'Castle Foundation', subject: 'multiplication' },
  'castle-towers': { name: 'Castle Towers', subject: 'multiplication' },
  'castle-walls': { name: 'Castle Walls', subject: 'multiplication' },
  'castle-complete': { name: 'Castle Complete', subject: 'multiplication' },
  'ferris-wheel-race': { name: 'Ferris Wheel Race', subject: 'multiplication' },
  'secret-vault': { name: 'Secret Vault', subject: 'multiplication' },
  'inverse-vault': { name: 'Inverse Vault', subject: 'division' },
};

/** Games with numbered sequels (`ice-cream-party-2` …). */
const GAME_SERIES: readonly Series[] = [
  { prefix: 'ice-cream-party', count: 4, name: 'Ice Cream Party', subject: 'division' },
  { prefix: 'soccer-teams', count: 4, name: 'Soccer Teams', subject: 'division' },
  { prefix: 'backpack-train', count: 4, name: 'Backpack Train', subject: 'division' },
];

function lessonInfo(id: string): ActivityInfo | null {
  // Longest prefix first so "times-table-mission-2" is not read as something shorter.
  const series = [...LESSON_SERIES].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const s of series) {
    if (!id.startsWith(s.prefix)) continue;
    const n = Number(id.slice(s.prefix.length));
    if (Number.isInteger(n) && n >= 1 && n <= s.count) return { name: `${s.name} ${n}`, subject: s.subject };
  }
  return null;
}

function gameInfo(id: string): ActivityInfo | null {
  if (GAMES[id]) return GAMES[id];
  for (const s of GAME_SERIES) {
    if (id === s.prefix) return { name: `${s.name} 1`, subject: s.subject };
    const match = id.startsWith(`${s.prefix}-`) ? Number(id.slice(s.prefix.length + 1)) : Number.NaN;
    if (Number.isInteger(match) && match >= 2 && match <= s.count) {
      return { name: `${s.name} ${match}`, subject: s.subject };
    }
  }
  return null;
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

/** The display name and subject of a listed lesson or game id, or null for an id nobody listed. */
export function knownActivity(kind: 'lesson' | 'game', id: string): ActivityInfo | null {
  return kind === 'lesson' ? (lessonInfo(id) ?? gameInfo(id)) : (gameInfo(id) ?? lessonInfo(id));
}

/** The display name and subject of a lesson or game id (a readable guess for an unlisted one). */
export function describeActivity(kind: 'lesson' | 'game', id: string): ActivityInfo {
  return knownActivity(kind, id) ?? { name: titleCase(id), subject: guessSubject(id) };
}

/** Games that ask no question: the child explores (planets) or watches (the wheel spin). */
const PLAYED_ONLY_GAMES: ReadonlySet<string> = new Set(['star-treasure-hunt', 'ferris-wheel-race']);

/**
 * Whether an activity asks no question, so finishing it counts as played, never as a right answer
 * (issue 14 §13): it stays out of the accuracy figures.
 */
export function isPlayedOnly(kind: 'lesson' | 'game', id: string): boolean {
  return kind === 'game' && PLAYED_ONLY_GAMES.has(id);
}

/** How many game levels each subject offers, for "x of y" progress. */
export function gameTotals(): Record<Subject, number> {
  const totals: Record<Subject, number> = { multiplication: 0, division: 0, factors: 0 };
  for (const s of GAME_SERIES) totals[s.subject] += s.count;
  for (const g of Object.values(GAMES)) totals[g.subject] += 1;
  return totals;
}
