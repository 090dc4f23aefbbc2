import type { ChallengeSetup } from '@scenes/engine/challenge';
import { type LazyView, lazyView } from '@scenes/engine/lazyView';
import type { SpaceChallengeConfig } from './SpaceChallenge';

/** What a space game's Scene passes its challenge round. */
export interface SpaceChallengeProps {
  setup: ChallengeSetup;
  resetCount: number;
}

/**
 * A space game's challenge round (issue 33) in its own chunk: the shared round (question, pad, model)
 * with the game's config, both loaded when a challenge starts, not with the spec's round.
 */
export function lazySpaceChallenge(
  loadConfig: () => Promise<SpaceChallengeConfig>,
): LazyView<SpaceChallengeProps> {
  return lazyView(async () => {
    const [{ SpaceChallenge }, config] = await Promise.all([import('./SpaceChallenge'), loadConfig()]);
    return (props: SpaceChallengeProps) => <SpaceChallenge {...props} config={config} />;
  });
}
