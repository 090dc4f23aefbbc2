import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type LoaderFunction, type RouteObject, useRoutes } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { type Area, loadAreas, switchLocale } from '@/i18n/i18n';
import { LocaleProvider } from '@/i18n/LocaleProvider';
import { recallClassLocale } from '@/lib/classCodeMemory';
import { toElementRoutes } from './elementRoutes';
import { paths } from './paths';
import { RouteErrorBoundary } from './RouteErrorBoundary';

type PageModule = { default: React.ComponentType; loader?: LoaderFunction };

/** Wraps a page module's default export (and its `loader`, if it has one) for a route's `lazy` field. */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    return module.loader
      ? { Component: module.default, loader: module.loader }
      : { Component: module.default };
  };
}

/** A page module that also needs its message catalogues before it renders. */
function withAreas(load: () => Promise<PageModule>, areas: Area[]): () => Promise<PageModule> {
  return () => Promise.all([load(), loadAreas(areas)]).then(([module]) => module);
}

/** The dashboard's three paths: its layout with its catalogue (one element, kept across tabs). */
const dashboard = page(withAreas(() => import('@/pages/dashboard/DashboardLayout'), ['dashboard']));

/**
 * The route table of the spec (§2); every screen is its own lazily loaded chunk. The sales pages sit
 * outside AppShell so they never download the Supabase client, the store provider or the toaster.
 */
export const routes: RouteObject[] = [
  {
    children: [
      {
        path: paths.home,
        lazy: page(withAreas(() => import('@/pages/landing/LandingPage'), ['sales', 'sales-below'])),
      },
      { path: paths.vsl, lazy: page(withAreas(() => import('@/pages/vsl/VslPage'), ['vsl'])) },
      {
        path: paths.checkout,
        lazy: page(withAreas(() => import('@/pages/checkout/CheckoutPage'), ['standalone'])),
      },
      {
        lazy: page(() => import('./AppShell')),
        children: [
          { path: paths.login, lazy: page(() => import('@/pages/auth/LoginPage')) },
          { path: paths.signup, lazy: page(() => import('@/pages/auth/SignupPage')) },
          { path: paths.forgotPassword, lazy: page(() => import('@/pages/auth/ForgotPasswordPage')) },
          { path: paths.resetPassword, lazy: page(() => import('@/pages/auth/ResetPasswordPage')) },
          { path: paths.confirmEmail, lazy: page(() => import('@/pages/auth/ConfirmEmailPage')) },
          { path: paths.classSignIn, lazy: page(() => import('@/pages/class/ClassSignInPage')) },
          { path: paths.welcome, lazy: page(() => import('@/pages/welcome/WelcomePage')) },
          {
            lazy: page(() => import('./RequireAuth')),
            children: [
              { path: paths.app, lazy: dashboard },
              { path: paths.performance, lazy: dashboard },
              { path: paths.rocket, lazy: dashboard },
              { path: paths.review, lazy: page(() => import('@/pages/lesson/ReviewPage')) },
              { path: paths.lessonPattern, lazy: page(() => import('@/pages/lesson/LessonPage')) },
              { path: paths.gamePattern, lazy: page(() => import('@/pages/game/GamePage')) },
              { path: paths.practice, lazy: page(() => import('@/pages/practice/PracticePage')) },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('./NotFound')) },
    ],
  },
];

const app = toElementRoutes(routes);

/** The routes for the current location (declarative routes, see elementRoutes.ts). */
function AppRoutes() {
  return useRoutes(app.routes);
}

/**
 * Mounts the client-side router into `container`. main.tsx loads this module only for paths other
 * than the directly mounted sales pages, so react-router stays out of their download.
 */
export async function mountRouter(container: HTMLElement) {
  // A class session in this tab keeps its teacher's language across reloads (issue 26).
  const classLocale = recallClassLocale();
  if (classLocale) await switchLocale(classLocale, { remember: false });
  // Every level of the first screen (shell, guard, page) downloads at once, beside the messages,
  // once the language is set (a route's catalogues load with it).
  app.preload(window.location.pathname);
  // The app's own messages (the dashboard's come with its route, the lessons' and games' with theirs).
  await loadAreas(['common', 'shell', 'content']);
  // A route error is shown on screen (RouteError); React would also log it as a console error.
  const onCaughtError = (error: unknown) => console.warn('A route failed (RouteError shows it):', error);
  createRoot(container, { onCaughtError }).render(
    <StrictMode>
      <LocaleProvider>
        <BrowserRouter>
          <RouteErrorBoundary>
            {/* Shown while the first screen's lazy route modules download. */}
            <Suspense fallback={<PageSpinner />}>
              <AppRoutes />
            </Suspense>
          </RouteErrorBoundary>
        </BrowserRouter>
      </LocaleProvider>
    </StrictMode>,
  );
}
