// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, MemoryRouter, Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toElementRoutes } from './elementRoutes';

afterEach(cleanup);

// What a lesson page's loader prepares (its catalogue); the page must never render before it.
let catalogue = 'missing';

function Shell() {
  return (
    <>
      <Link to="/b">to b</Link>
      <Outlet />
    </>
  );
}
function Tabs() {
  return <p>tabs</p>;
}
function Lesson() {
  return <p>lesson {catalogue}</p>;
}
function Nothing() {
  return null;
}

/** A route table in the data router's shape: each level a `lazy` module, some with a loader. */
function table(log: string[]) {
  catalogue = 'missing';
  const shell = vi.fn(async () => ({ Component: Shell }));
  const shared = vi.fn(async () => ({ Component: Tabs }));
  const lesson = vi.fn(async () => ({
    Component: Lesson,
    loader: async () => {
      log.push('loader');
      await new Promise((r) => setTimeout(r, 5));
      catalogue = 'loaded';
      return null;
    },
  }));
  const routes: RouteObject[] = [
    {
      lazy: shell,
      children: [
        { path: '/a', lazy: shared },
        { path: '/b', lazy: shared },
        { path: '/lesson', lazy: lesson },
      ],
    },
  ];
  return { routes, shell, shared, lesson };
}

function App({ routes }: { routes: RouteObject[] }) {
  return <Suspense fallback={<p>spinner</p>}>{useRoutes(routes)}</Suspense>;
}

describe('toElementRoutes', () => {
  it('runs a page’s loader before its first render', async () => {
    const log: string[] = [];
    const { routes } = table(log);
    const app = toElementRoutes(routes);
    render(
      <MemoryRouter initialEntries={['/lesson']}>
        <App routes={app.routes} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('lesson loaded')).toBeTruthy();
    expect(screen.queryByText('lesson missing')).toBeNull();
    expect(log).toEqual(['loader']);
  });

  it('preloads every level of a path at once, each module once', async () => {
    const { routes, shell, shared, lesson } = table([]);
    const app = toElementRoutes(routes);
    app.preload('/lesson');
    app.preload('/lesson');
    expect(shell).toHaveBeenCalledTimes(1);
    expect(lesson).toHaveBeenCalledTimes(1);
    expect(shared).not.toHaveBeenCalled();
  });

  it('keeps one element for paths that share a lazy module (switching keeps the page mounted)', async () => {
    const { routes, shared } = table([]);
    const app = toElementRoutes(routes);
    render(
      <MemoryRouter initialEntries={['/a']}>
        <App routes={app.routes} />
      </MemoryRouter>,
    );
    const before = await screen.findByText('tabs');
    await act(async () => screen.getByText('to b').click());
    expect(screen.getByText('tabs')).toBe(before);
    expect(shared).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again the next time', async () => {
    const load = vi
      .fn<() => Promise<{ Component: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Component: Nothing });
    const app = toElementRoutes([{ path: '/x', lazy: load }]);
    app.preload('/x');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    app.preload('/x');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
