import { t } from '@lingui/core/macro';
import Papa from 'papaparse';
import { AVATAR_IDS, type AvatarId, avatarToken, parseAvatar } from '@/components/avatars/avatarList';

/** The longest first name a roster line may have (the database's add_students() agrees). */
export const ROSTER_NAME_MAX = 40;
/** The longest grade a roster line may have. */
export const ROSTER_GRADE_MAX = 20;

/** One line of a pasted or uploaded roster, as the preview shows it. */
export interface RosterLine {
  /** 1-based line number in what was pasted. */
  line: number;
  name: string;
  grade: string | null;
  /** The built-in avatar this student will wear. */
  avatar: AvatarId;
  /** Why this line can't be made, or null when it can. */
  error: string | null;
}

/** What the teacher already has: names (for duplicates), avatars in use and the plan's room. */
export interface RosterContext {
  existingNames: string[];
  existingAvatars: (string | null)[];
  limit: number;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Whether a first row is a CSV header ("name", "first name", "student", optionally ", grade"). */
function isHeader(cells: string[]): boolean {
  return /^(first[ _]?name|name|student|student[ _]name)$/i.test(squash(cells[0] ?? ''));
}

/**
 * Turns pasted text or a CSV file's text into preview lines (issue 24 §1): one first name per line,
 * optionally "name, grade"; a header row is skipped; blank lines are ignored. Each line
 * gets an avatar (the least worn in the class so far) and an error when it is empty, too long, a
 * duplicate (of an earlier line or a student already in the class) or over the plan's limit.
 */
export function parseRoster(text: string, ctx: RosterContext): RosterLine[] {
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
  const numbered = rows.map((cells, i) => ({ line: i + 1, cells: cells.map((c) => squash(c ?? '')) }));
  // Blank lines anywhere are ignored (issue 38: a blank line in a pasted list blocked it); the
  // line numbers still count them, so "Line 27" is the 27th line the teacher sees.
  const filled = numbered.filter((r) => r.cells.some((c) => c !== ''));
  if (filled[0] && isHeader(filled[0].cells)) filled.shift();

  const seen = new Set(ctx.existingNames.map((n) => squash(n).toLowerCase()));
  const worn = new Map<AvatarId, number>(AVATAR_IDS.map((id) => [id, 0]));
  for (const a of ctx.existingAvatars) {
    const id = parseAvatar(a);
    if (id) worn.set(id, (worn.get(id) ?? 0) + 1);
  }
  let room = ctx.limit - ctx.existingNames.length;
  return filled.map(({ line, cells }) => {
    const name = cells[0] ?? '';
    const grade = cells[1] ? cells[1] : null;
    const avatar = leastWorn(worn);
    worn.set(avatar, (worn.get(avatar) ?? 0) + 1);
    let error: string | null = null;
    const limit = ctx.limit;
    if (name === '') error = t`No name: type a first name before the comma.`;
    else if (name.length > ROSTER_NAME_MAX) error = t`Too long: at most ${ROSTER_NAME_MAX} characters.`;
    else if (seen.has(name.toLowerCase())) error = t`Duplicate: ${name} is already on the list.`;
    else if (grade && grade.length > ROSTER_GRADE_MAX)
      error = t`Grade too long: at most ${ROSTER_GRADE_MAX} characters.`;
    else if (cells.length > 2 && cells.slice(2).some((c) => c !== ''))
      error = t`Too many parts: use "name, grade".`;
    else if (room <= 0) error = t`Over the plan's ${limit}: this student doesn't fit.`;
    if (name) seen.add(name.toLowerCase());
    if (!error) room -= 1;
    return { line, name, grade, avatar, error };
  });
}

/** The avatar worn least so far (the first such in the chooser's order). */
function leastWorn(worn: Map<AvatarId, number>): AvatarId {
  let best: AvatarId = AVATAR_IDS[0];
  for (const id of AVATAR_IDS) if ((worn.get(id) ?? 0) < (worn.get(best) ?? 0)) best = id;
  return best;
}

/** The rows add_students() takes, for lines without errors. */
export function rosterRows(lines: RosterLine[]) {
  return lines.map((l) => ({ name: l.name, grade: l.grade, avatar_url: avatarToken(l.avatar) }));
}

/** The line numbers over the plan's limit (issue 38: say which lines do not fit). */
export function overLimitLines(lines: readonly RosterLine[], limit: number): number[] {
  const over = t`Over the plan's ${limit}: this student doesn't fit.`;
  return lines.filter((l) => l.error === over).map((l) => l.line);
}
