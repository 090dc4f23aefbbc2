/**
 * Castle texts the spec does not spell out (spec §2 names the games and their rules only). Every one of
 * these that the scene shows is also said in the live region verbatim (a `say` effect or the opening line).
 */
export const castleMessages = {
  builderGoal: 'Pick 2 blocks that multiply to 18!',
  builderTotal: (total: number) => `Total: ${total}`,
  builderDoneTitle: 'Foundation built!',
  builderDoneMessage: (a: number, b: number) => `${a} × ${b} = ${a * b}. Next up: the towers!`,
  itemBuilt: (name: string, a: number, b: number) => `${name} built! ${a} × ${b} = ${a * b}`,
  nextGame: 'Next Game',
  backToGames: 'Back to Games',
  buildFoundation: 'Build Foundation',
} as const;
