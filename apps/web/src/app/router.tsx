import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { inviteLoader, protectedLoader, startLoader, unknownPathLoader } from './guards.ts';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteError } from './shell/route-error.tsx';

const pages: RouteObject[] = [
  { index: true, lazy: () => import('../features/home/routes/home-page.tsx').then((m) => ({ Component: m.HomePage })) },
  { path: 'login', lazy: () => import('../features/auth/routes/login-page.tsx').then((m) => ({ Component: m.LoginPage })) },
  { path: 'sign-up', lazy: () => import('../features/auth/routes/sign-up-page.tsx').then((m) => ({ Component: m.SignUpPage })) },
  {
    path: 'reset-password',
    lazy: () => import('../features/auth/routes/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  { path: 'invite', loader: inviteLoader },
  { path: 'faq', loader: () => redirect('/knowledge/faq') },
  {
    path: 'start',
    loader: startLoader,
    lazy: () => import('../features/auth/routes/start-page.tsx').then((m) => ({ Component: m.StartPage })),
  },
  {
    path: 'overview',
    loader: protectedLoader(),
    lazy: () => import('../features/account/routes/overview-page.tsx').then((m) => ({ Component: m.OverviewPage })),
  },
  {
    path: 'admin',
    loader: protectedLoader({ admin: true }),
    lazy: () => import('../features/admin/routes/admin-page.tsx').then((m) => ({ Component: m.AdminPage })),
  },
  {
    path: 'test-config',
    loader: protectedLoader({ testMode: true }),
    lazy: () => import('../features/dev-tools/routes/test-config-page.tsx').then((m) => ({ Component: m.TestConfigPage })),
  },
  {
    path: 'feature-preview',
    loader: protectedLoader({ testMode: true }),
    lazy: () => import('../features/dev-tools/routes/feature-preview-page.tsx').then((m) => ({ Component: m.FeaturePreviewPage })),
  },
  { path: '*', loader: unknownPathLoader, Component: PageLoader },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [{ ErrorBoundary: RouteError, children: pages }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
