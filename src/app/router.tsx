import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { type Area, loadAreas, switchLocale } from '@/i18n/i18n';
import { LocaleProvider } from '@/i18n/LocaleProvider';
import { recallClassLocale } from '@/lib/classCodeMemory';
import { paths } from './paths';
import { RouteErrorBoundary } from './RouteErrorBoundary';

type PageModule = { default: ComponentType; loader?: () => unknown };

/** A route whose element is a lazily loaded page; `preload` starts (or joins) its download. */
type AppRoute = RouteObject & { preload?: () => Promise<PageModule>; children?: AppRoute[] };

/**
 * A page module as a route's element and preload. A module's `loader` (AppShell's session, a
 * lesson page's catalogue) runs once, when the module has loaded, and is awaited before its first
 * render.
 */
function page(load: () => Promise<PageModule>): Pick<AppRoute, 'element' | 'preload'> {
  let loading: Promise<PageModule> | null = null;
  const preload = () => {
    loading ??= load().then(
      async (module) => {
        await module.loader?.(); // e.g. a page's message catalogue
        return module;
      },
      (error: unknown) => {
        loading = null; // offline: a later visit may try again
        throw error;
      },
    );
    return loading;
  };
  const Page = lazy(preload);
  return { element: <Page />, preload };
}

/** A page module that also needs its message catalogues before it renders. */
function withAreas(load: () => Promise<PageModule>, areas: Area[]): () => Promise<PageModule> {
  return () => Promise.all([load(), loadAreas(areas)]).then(([module]) => module);
}

// One element for the three dashboard paths, so switching tabs keeps the layout mounted.
const dashboard = page(withAreas(() => import('@/pages/dashboard/DashboardLayout'), ['dashboard']));

/**
 * The route table of the spec (§2); every screen is its own lazily loaded chunk. The sales pages sit
 * outside AppShell so they never download the Supabase client, the store provider or the toaster.
 * Declarative routes (BrowserRouter + useRoutes), not react-router's data router: MathPop uses no
 * loaders, actions or fetchers, and the data router's engine cost every /app route ~16 KB gzip
 * (issue 25).
 */
export const routes: AppRoute[] = [
  { path: paths.home, ...page(withAreas(() => import('@/pages/landing/LandingPage'), ['sales'])) },
  { path: paths.vsl, ...page(withAreas(() => import('@/pages/vsl/VslPage'), ['sales'])) },
  { path: paths.checkout, ...page(withAreas(() => import('@/pages/checkout/CheckoutPage'), ['standalone'])) },
  {
    ...page(() => import('./AppShell')),
    children: [
      { path: paths.login, ...page(() => import('@/pages/auth/LoginPage')) },
      { path: paths.signup, ...page(() => import('@/pages/auth/SignupPage')) },
      { path: paths.forgotPassword, ...page(() => import('@/pages/auth/ForgotPasswordPage')) },
      { path: paths.resetPassword, ...page(() => import('@/pages/auth/ResetPasswordPage')) },
      { path: paths.confirmEmail, ...page(() => import('@/pages/auth/ConfirmEmailPage')) },
      { path: paths.classSignIn, ...page(() => import('@/pages/class/ClassSignInPage')) },
      {
        ...page(() => import('./RequireAuth')),
        children: [
          { path: paths.app, ...dashboard },
          { path: paths.performance, ...dashboard },
          { path: paths.rocket, ...dashboard },
          { path: paths.review, ...page(() => import('@/pages/lesson/ReviewPage')) },
          { path: paths.lessonPattern, ...page(() => import('@/pages/lesson/LessonPage')) },
          { path: paths.gamePattern, ...page(() => import('@/pages/game/GamePage')) },
          { path: paths.practice, ...page(() => import('@/pages/practice/PracticePage')) },
        ],
      },
    ],
  },
  { path: '*', ...page(() => import('./NotFound')) },
];

/** Starts downloading every level of the route `pathname` opens at once (shell, guard, page). */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    (match.route as AppRoute).preload?.().catch(() => undefined); // the boundary shows the failure
  }
}

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Mounts the client-side router into `container`. main.tsx loads this module only for paths other
 * than the directly mounted sales pages, so react-router stays out of their download. The spinner
 * shows while the first screen's lazy modules download; a route that throws while loading or
 * rendering shows RouteError.
 */
export async function mountRouter(container: HTMLElement) {
  // A class session in this tab keeps its teacher's language across reloads (issue 26): switched
  // before any route starts loading its catalogues.
  const classLocale = recallClassLocale();
  if (classLocale) await switchLocale(classLocale, { remember: false });
  preloadRoute(window.location.pathname);
  // The app's own messages (the dashboard's come with its route, the lessons' and games' with theirs).
  await loadAreas(['common', 'shell', 'content']);
  // A route error is shown on screen (RouteError); React would also log it as a console error.
  const onCaughtError = (error: unknown) => console.warn('A route failed (RouteError shows it):', error);
  createRoot(container, { onCaughtError }).render(
    <StrictMode>
      <LocaleProvider>
        <BrowserRouter>
          <RouteErrorBoundary>
            <Suspense fallback={<PageSpinner />}>
              <AppRoutes />
            </Suspense>
          </RouteErrorBoundary>
        </BrowserRouter>
      </LocaleProvider>
    </StrictMode>,
  );
}
