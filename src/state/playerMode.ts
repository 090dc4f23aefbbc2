/** The stored choice meaning "the grown-up uses this device": the full dashboard, no gate. */
export const GROWN_UP = 'grown-up';

/**
 * What the dashboard does for this device: play as a child, be the grown-up, or ask "Who's
 * playing?". `locked` is the picker of a child's device: its Grown-up tile waits behind the gate.
 */
export type PlayerMode =
  | { kind: 'kid'; studentId: string }
  | { kind: 'grown-up' }
  | { kind: 'ask'; locked: boolean };

/**
 * Decides the mode from the stored choice and the account's students (issue 22 §3). A grown-up who
 * signed in with a password starts with no choice, which is grown-up mode: at the dashboard's home
 * (`atHome`) several children bring "Who's playing?" (its Grown-up tile needs no gate), one child
 * or none the grown-up's dashboard (with "Let Mia play"). Kid mode comes only from a stored child:
 * a grown-up handed the device over. A stored child who no longer exists leaves a child's device,
 * so it asks with the Grown-up tile locked, wherever it is.
 */
export function playerMode(
  choice: string | null,
  studentIds: readonly string[],
  atHome: boolean,
): PlayerMode {
  if (choice === GROWN_UP) return { kind: 'grown-up' };
  if (choice && studentIds.includes(choice)) return { kind: 'kid', studentId: choice };
  if (choice) return { kind: 'ask', locked: true };
  if (atHome && studentIds.length > 1) return { kind: 'ask', locked: false };
  return { kind: 'grown-up' };
}

/** Whether a stored choice means a child holds the device (kid mode), known child or not. */
export function isKidChoice(choice: string | null): boolean {
  return choice !== null && choice !== GROWN_UP;
}
