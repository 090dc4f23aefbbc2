import { t } from '@lingui/core/macro';
import { go, type NavIntent, type Step } from '@scenes/engine/effects';
import type { CardAction } from '@scenes/engine/ui/CompletionCard';
import { findRoute, neighbourRoute } from '@scenes/manifests';

/**
 * A level series' navigation (ice cream, soccer, backpack): the buttons dispatch an intent, the
 * reducer answers with `go(intent)`, and the page turns it into a URL. Which levels exist and their
 * order come from the game's manifest, never from the scene.
 */

/** Where a series button leads: a neighbouring level, or the dashboard after the last one. */
export type SeriesIntent = Extract<NavIntent, 'previous' | 'next' | 'dashboard'>;

/** The action a series button dispatches. */
export interface SeriesGo {
  type: 'go';
  intent: SeriesIntent;
}

/** The reducer's answer to a series button: navigate by intent, nothing else changes. */
export function goStep<S, A>(state: S, intent: SeriesIntent): Step<S, A> {
  return { state, effects: [go(intent)] };
}

/** The level of `routeId` in its series and how many levels the series has (from the manifest). */
export function seriesPlace(routeId: string): { level: number; count: number; label: string } {
  const route = findRoute(routeId);
  const level = route?.level ?? 1;
  const count = route?.game.levels.length ?? 1;
  return { level, count, label: route?.levelLabel ?? t`Game ${level} of ${count}` };
}

/** The "Previous Game" button, or null on a series' first level. */
export function previousAction(
  routeId: string,
  label: string,
  dispatch: (action: SeriesGo) => void,
  color?: string,
): CardAction | null {
  if (neighbourRoute(routeId, 'previous') === null) return null;
  return { label, color, onPress: () => dispatch({ type: 'go', intent: 'previous' }) };
}

/** "Next Game", or on the last level (no next route) the button that ends the series on the dashboard. */
export function nextAction(
  routeId: string,
  labels: { next: string; last: string },
  dispatch: (action: SeriesGo) => void,
): CardAction {
  if (neighbourRoute(routeId, 'next') === null)
    return { label: labels.last, onPress: () => dispatch({ type: 'go', intent: 'dashboard' }) };
  return { label: labels.next, onPress: () => dispatch({ type: 'go', intent: 'next' }) };
}
