import { describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths';
import { isAppRoute, type RouteTable } from './routes';

const table: RouteTable = {
  patterns: Object.values(paths),
  params: { lessonId: ['division1'], game: ['secret-vault'] },
};

describe('isAppRoute', () => {
  it('knows every static path of paths.ts, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/vsl',
      '/checkout',
      '/auth/login',
      '/auth/signup',
      '/app',
      '/app/performance',
    ]) {
      expect(isAppRoute(path, table), path).toBe(true);
      expect(isAppRoute(`${path}/`, table), `${path}/`).toBe(true);
    }
  });

  it('takes only listed ids in dynamic segments', () => {
    expect(isAppRoute('/app/lesson/division1', table)).toBe(true);
    expect(isAppRoute('/app/lesson/review', table)).toBe(true);
    expect(isAppRoute('/app/games/secret-vault', table)).toBe(true);
    expect(isAppRoute('/app/lesson/division99', table)).toBe(false);
    expect(isAppRoute('/app/games/nope', table)).toBe(false);
  });

  it('takes any id where the build listed none', () => {
    const open: RouteTable = { patterns: Object.values(paths), params: {} };
    expect(isAppRoute('/app/games/anything', open)).toBe(true);
    expect(isAppRoute('/app/games/anything/more', open)).toBe(false);
  });

  it('rejects unknown paths', () => {
    for (const path of ['/nope', '/app/nope', '/auth', '/vsl/extra', '/appx'])
      expect(isAppRoute(path, table), path).toBe(false);
  });
});
