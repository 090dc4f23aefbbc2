/**
 * Castle texts the spec does not spell out (spec §2 names the games and their rules only). Every one of
 * these that the scene shows is also sent to announce() verbatim.
 */
export const castleMessages = {
  builderGoal: 'Pick 2 blocks that multiply to 18!',
  builderTotal: (total: number) => `Total: ${total}`,
  builderDone: (a: number, b: number) => `Foundation built! ${a} × ${b} = ${a * b}`,
  itemBuilt: (name: string, a: number, b: number) => `${name} built! ${a} × ${b} = ${a * b}`,
  nextGame: 'Next Game',
  backToGames: 'Back to Games',
  buildFoundation: 'Build Foundation',
} as const;
