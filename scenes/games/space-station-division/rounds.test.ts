import { spaceRoundsSuite } from '@scenes/kits/space/roundsSuite';
import { game } from './game';
import { challengeRound } from './rounds';

spaceRoundsSuite('space-station-division', game.challenge!, challengeRound, {
  op: 'div',
  maxA: 10,
  maxB: 6,
  maxProduct: 60,
  words: 'at most 6 chambers, 10 in each, 60 astronauts in all',
});
