import { t } from '@lingui/core/macro';
/**
 * Castle texts the spec does not spell out (spec §2 names the games and their rules only). Every one of
 * these that the scene shows is also said in the live region verbatim (a `say` effect or the opening line).
 */
export const castleMessages = {
  get builderGoal() {
    return t`Pick 2 blocks that multiply to 18!`;
  },
  /** A challenge round's goal (issue 33): "Pick 2 blocks that multiply to 24!". */
  builderAsk: (target: number) => t`Pick 2 blocks that multiply to ${target}!`,
  builderTotal: (total: number) => t`Total: ${total}`,
  get builderDoneTitle() {
    return t`Foundation built!`;
  },
  builderDoneMessage: (a: number, b: number) => t`${a} × ${b} = ${a * b}. Next up: the towers!`,
  itemBuilt: (name: string, a: number, b: number) => t`${name} built! ${a} × ${b} = ${a * b}`,
  get nextGame() {
    return t`Next Game`;
  },
  get backToGames() {
    return t`Back to Games`;
  },
  get buildFoundation() {
    return t`Build Foundation`;
  },
} as const;
