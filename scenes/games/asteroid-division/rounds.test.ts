import { spaceRoundsSuite } from '@scenes/kits/space/roundsSuite';
import { game } from './game';
import { challengeRound } from './rounds';

spaceRoundsSuite('asteroid-division', game.challenge!, challengeRound, {
  op: 'div',
  maxA: 9,
  maxB: 6,
  maxProduct: 48,
  words: 'at most 6 shuttles, 9 in each, 48 crew in all',
});
