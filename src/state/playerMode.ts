/** The stored choice meaning "the grown-up uses this device": the full dashboard, no gate. */
export const GROWN_UP = 'grown-up';

/** What the dashboard does for this device: play as a child, be the grown-up, or ask. */
export type PlayerMode =
  | { kind: 'kid'; studentId: string; auto: boolean }
  | { kind: 'grown-up' }
  | { kind: 'ask' };

/**
 * Decides the mode from the stored choice and the account's students. A stored child who no longer
 * exists counts as no choice. With no choice, only the dashboard's home (`atHome`) asks: one
 * student is picked without asking (`auto`, to be stored), several bring "Who's playing?", none
 * leaves the grown-up's dashboard; other addresses stay the grown-up's until someone is chosen.
 */
export function playerMode(
  choice: string | null,
  studentIds: readonly string[],
  atHome: boolean,
): PlayerMode {
  if (choice === GROWN_UP) return { kind: 'grown-up' };
  if (choice && studentIds.includes(choice)) return { kind: 'kid', studentId: choice, auto: false };
  if (!atHome || studentIds.length === 0) return { kind: 'grown-up' };
  if (studentIds.length === 1) return { kind: 'kid', studentId: studentIds[0], auto: true };
  return { kind: 'ask' };
}
