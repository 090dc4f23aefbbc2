// The class code a child signed in with, kept in this tab (sessionStorage) so "Switch player" can
// take the tablet back to the class roster without asking for the code again (issue 22 §2). It is
// on the class's printed login cards anyway; a new tab or a restarted browser asks again.

const KEY = 'mathpop.classCode';

/** Remembers the class code of the last class sign-in in this tab. */
export function rememberClassCode(code: string): void {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // storage blocked: the code box simply starts empty next time
  }
}

/** The class code of the last class sign-in in this tab, or ''. */
export function recallClassCode(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** Navigation state asking /class to open straight on the roster of the remembered code. */
export interface ClassRosterRequest {
  roster: true;
}

/** Whether a location's state asks /class for the roster straight away. */
export function wantsRoster(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { roster?: unknown }).roster === true;
}
