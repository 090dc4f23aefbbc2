import { spaceRoundsSuite } from '@scenes/kits/space/roundsSuite';
import { game } from './game';
import { challengeRound } from './rounds';

spaceRoundsSuite('star-treasure-hunt', game.challenge!, challengeRound, {
  op: 'mul',
  maxA: 6,
  maxB: 10,
  maxProduct: 60,
  words: 'at most 6 planets and 10 stars each, 60 stars in all',
});
