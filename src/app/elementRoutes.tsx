import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

type LazyResult = { Component?: ComponentType | null; loader?: unknown };

/** A route for `useRoutes`, and `preload`, which starts (or joins) the download of its page. */
type ElementRoute = RouteObject & { preload?: () => Promise<unknown>; children?: ElementRoute[] };

/**
 * One lazily loaded page as an element: its module and its loader (AppShell's session priming, the
 * lessons' catalogue) finish before its first render, as react-router's data router ran them. A
 * download that fails is tried afresh the next time (offline, then back online).
 */
function lazyElement(load: () => Promise<LazyResult>): Pick<ElementRoute, 'element' | 'preload'> {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    loading ??= load().then(
      async ({ Component, loader }) => {
        if (typeof loader === 'function') await (loader as () => unknown)();
        return { default: Component ?? (() => null) };
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Page = lazy(preload);
  return { element: <Page />, preload };
}

/**
 * The route table written for react-router's data router (`lazy` routes) as routes for `useRoutes`
 * (issue 25 §3): MathPop uses no actions, fetchers or loader data, and the data router's engine cost
 * every /app route ~16 KB gzip. Routes that share a `lazy` function share one element, so moving
 * between them (the dashboard's paths) keeps the page mounted.
 */
export function toElementRoutes(routes: RouteObject[]): {
  routes: ElementRoute[];
  preload: (pathname: string) => void;
} {
  const shared = new Map<unknown, Pick<ElementRoute, 'element' | 'preload'>>();
  const convert = (route: RouteObject): ElementRoute => {
    const { lazy: load, errorElement: _e, hydrateFallbackElement: _h, children, ...rest } = route;
    let page: Pick<ElementRoute, 'element' | 'preload'> | undefined;
    if (typeof load === 'function') {
      page = shared.get(load) ?? lazyElement(load as () => Promise<LazyResult>);
      shared.set(load, page);
    }
    return { ...rest, ...page, children: children?.map(convert) } as ElementRoute;
  };
  const converted = routes.map(convert);
  const preload = (pathname: string) => {
    for (const match of matchRoutes(converted, pathname) ?? []) {
      (match.route as ElementRoute).preload?.().catch(() => undefined); // the boundary shows it
    }
  };
  return { routes: converted, preload };
}
