import { describe, expect, it } from 'vitest';
import { isPlayRoute } from './LazyToaster';
import { gamePath, lessonPath, paths, placementCheckPath } from './paths';

describe('isPlayRoute', () => {
  it('is true on the routes where a child plays', () => {
    for (const path of [paths.practice, gamePath('star-treasure-hunt'), lessonPath('x2'), paths.review])
      expect(isPlayRoute(path)).toBe(true);
    expect(isPlayRoute(placementCheckPath().split('?')[0])).toBe(true);
  });
  it('is false where a toast can show', () => {
    for (const path of [
      paths.app,
      paths.performance,
      paths.rocket,
      paths.login,
      paths.signup,
      paths.classSignIn,
    ])
      expect(isPlayRoute(path)).toBe(false);
  });
});
