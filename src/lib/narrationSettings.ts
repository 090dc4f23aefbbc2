/**
 * Narration settings on this device (issue 22), kept in localStorage like the sound toggle and the
 * practice timer: the child's mute (the frame's speaker button, for every player on the device) and
 * the grown-up's "Read prompts aloud" per student, on by default for every grade.
 */
const MUTE_KEY = 'mathpop.narration';
const GRADES_KEY = 'mathpop.studentGrades';

/** Where the grown-up's "Read prompts aloud" switch is kept, per student, on this device. */
export function readAloudKey(studentId: string | null): string {
  return `mathpop.readAloud.${studentId ?? 'none'}`;
}

/**
 * Reading aloud by default: on for every child (issue 38: many 6–10-year-olds read slowly, and a
 * grade must never switch the voice off unseen). The grown-up's switch changes it per child; the
 * grade is kept for the other rules that use it.
 */
export function readAloudDefault(_grade: string | number | null | undefined): boolean {
  return true;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode): defaults
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
}

/** Remembers the students' grades seen in a list, so games and lessons know each one's default. */
export function rememberGrades(students: readonly { id: string; student_grade: string | null }[]): void {
  const grades: Record<string, string | null> = { ...knownGrades() };
  for (const s of students) grades[s.id] = s.student_grade;
  write(GRADES_KEY, JSON.stringify(grades));
}

function knownGrades(): Record<string, string | null> {
  try {
    const parsed: unknown = JSON.parse(read(GRADES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string | null>) : {};
  } catch {
    return {};
  }
}

/** Whether prompts are read aloud by themselves for this student (the grown-up's setting). */
export function isReadAloudOn(studentId: string | null): boolean {
  const stored = read(readAloudKey(studentId));
  if (stored === 'on' || stored === 'off') return stored === 'on';
  return readAloudDefault(studentId ? knownGrades()[studentId] : null);
}

/** Sets "Read prompts aloud" for this student on this device. */
export function setReadAloudOn(studentId: string | null, on: boolean): void {
  write(readAloudKey(studentId), on ? 'on' : 'off');
}

/** Whether the child muted narration on this device (sound effects are separate). */
export function isNarrationMuted(): boolean {
  return read(MUTE_KEY) === 'off';
}

/** Mutes or unmutes narration on this device and remembers it. */
export function setNarrationMuted(muted: boolean): void {
  write(MUTE_KEY, muted ? 'off' : null);
}
