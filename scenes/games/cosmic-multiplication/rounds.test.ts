import { spaceRoundsSuite } from '@scenes/kits/space/roundsSuite';
import { game } from './game';
import { challengeRound } from './rounds';

spaceRoundsSuite('cosmic-multiplication', game.challenge!, challengeRound, {
  op: 'mul',
  maxA: 6,
  maxB: 9,
  maxProduct: 54,
  words: 'at most 6 modules and 9 rockets each, 54 rockets in all',
});
