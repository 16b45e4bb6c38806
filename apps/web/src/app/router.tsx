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
    // Public (decision 033): visitors write to support, and read the help center.
    path: 'feedback',
    lazy: () => import('../features/support/feedback/feedback-page.tsx').then((m) => ({ Component: m.FeedbackPage })),
  },
  {
    path: 'knowledge/*',
    lazy: () => import('../features/support/knowledge/knowledge-routes.tsx').then((m) => ({ Component: m.KnowledgeRoutes })),
  },
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
    path: 'team',
    loader: protectedLoader(),
    lazy: () => import('../features/team/routes/team-page.tsx').then((m) => ({ Component: m.TeamPage })),
  },
  {
    // Open to visitors too: the page offers sign-in or sign-up and comes back here.
    path: 'team/invite',
    lazy: () => import('../features/team/routes/team-invite-page.tsx').then((m) => ({ Component: m.TeamInvitePage })),
  },
  {
    path: 'user/pi-info',
    loader: protectedLoader(),
    lazy: () => import('../features/identity/routes/personal-info-page.tsx').then((m) => ({ Component: m.PersonalInfoPage })),
  },
  {
    path: 'unsubscribe',
    lazy: () => import('../features/privacy/routes/unsubscribe-page.tsx').then((m) => ({ Component: m.UnsubscribePage })),
  },
  {
    // Public (decision 056): the terms, privacy and cookie policies; /legal/review asks for a session itself.
    path: 'legal/*',
    lazy: () => import('../features/legal/routes/legal-routes.tsx').then((m) => ({ Component: m.LegalRoutes })),
  },
  {
    // Which e-mails the account receives; every e-mail's "manage" link lands here.
    path: 'subscription',
    loader: protectedLoader(),
    lazy: () => import('../features/settings/routes/subscription-page.tsx').then((m) => ({ Component: m.SubscriptionPage })),
  },
  {
    // The satisfaction survey answered in full (decision 065).
    path: 'survey',
    loader: protectedLoader(),
    lazy: () => import('../features/support/survey/survey-page.tsx').then((m) => ({ Component: m.SurveyPage })),
  },
  {
    path: 'cookie-settings',
    lazy: () => import('../features/privacy/routes/cookie-settings-page.tsx').then((m) => ({ Component: m.CookieSettingsPage })),
  },
  {
    path: 'settings',
    loader: protectedLoader(),
    lazy: () => import('./routes/settings-route.tsx').then((m) => ({ Component: m.SettingsRoute })),
  },
  {
    path: 'notice',
    loader: protectedLoader(),
    lazy: () => import('../features/notices/routes/notices-page.tsx').then((m) => ({ Component: m.NoticesPage })),
  },
  {
    path: 'contract/management',
    loader: protectedLoader(),
    lazy: () => import('../features/contracts/routes/contract-management-page.tsx').then((m) => ({ Component: m.ContractManagementPage })),
  },
  {
    path: 'contract/create/:type',
    loader: protectedLoader(),
    lazy: () => import('../features/contracts/routes/contract-create-page.tsx').then((m) => ({ Component: m.ContractCreatePage })),
  },
  {
    path: 'contract/sign/:id',
    loader: protectedLoader(),
    lazy: () => import('../features/contracts/routes/contract-sign-page.tsx').then((m) => ({ Component: m.ContractSignPage })),
  },
  {
    // OAuth return pages: public, they run in a popup before the session is known.
    path: 'oauth/tiktok/callback',
    lazy: () => import('../features/linked-accounts/routes/tiktok-callback-page.tsx').then((m) => ({ Component: m.TiktokCallbackPage })),
  },
  {
    path: 'oauth/google/link',
    lazy: () => import('../features/linked-accounts/routes/google-link-page.tsx').then((m) => ({ Component: m.GoogleLinkPage })),
  },
  {
    path: 'oauth/status',
    lazy: () => import('../features/linked-accounts/routes/oauth-status-page.tsx').then((m) => ({ Component: m.OAuthStatusPage })),
  },
  {
    path: 'oauth/youtube/result',
    lazy: () => import('../features/linked-accounts/routes/youtube-result-page.tsx').then((m) => ({ Component: m.YoutubeResultPage })),
  },
  {
    // Public: a visitor is sent through login by the page itself, with the code kept in next.
    path: 'third-party-bind',
    lazy: () => import('../features/linked-accounts/routes/third-party-bind-page.tsx').then((m) => ({ Component: m.ThirdPartyBindPage })),
  },
  {
    // The video-sharing channel-info middle page (document 1 section 2: admin only; decision 063).
    path: 'youtube/channel-info',
    loader: protectedLoader({ admin: true }),
    lazy: () => import('../features/linked-accounts/routes/channel-info-page.tsx').then((m) => ({ Component: m.ChannelInfoPage })),
  },
  {
    // Streaming-store instant access (document 3: desktop only; decision 063).
    path: 'instant-access',
    loader: protectedLoader(),
    lazy: () => import('../features/instant-access/routes/instant-access-page.tsx').then((m) => ({ Component: m.InstantAccessPage })),
  },
  {
    path: 'music-tab',
    loader: protectedLoader({ admin: true }),
    lazy: () => import('../features/linked-accounts/routes/music-tab-page.tsx').then((m) => ({ Component: m.MusicTabPage })),
  },
  {
    path: 'release/new',
    loader: protectedLoader(),
    lazy: () => import('../features/release-form/routes/release-type-page.tsx').then((m) => ({ Component: m.ReleaseTypePage })),
  },
  {
    path: 'release/:mode/:id',
    loader: protectedLoader(),
    lazy: () => import('./routes/release-form-route.tsx').then((m) => ({ Component: m.ReleaseFormRoute })),
  },
  {
    path: 'release-management',
    loader: protectedLoader(),
    lazy: () => import('../features/releases/routes/release-management-page.tsx').then((m) => ({ Component: m.ReleaseManagementPage })),
  },
  {
    // Bulk import (issue 10): tasks, a task's report and the release upload limit page under release-management/import/*.
    path: 'release-management/import/*',
    loader: protectedLoader(),
    lazy: () => import('../features/bulk-import/routes/bulk-import-routes.tsx').then((m) => ({ Component: m.BulkImportRoutes })),
  },
  {
    path: 'release-management/:albumId/stores',
    loader: protectedLoader(),
    lazy: () => import('../features/releases/routes/edit-stores-page.tsx').then((m) => ({ Component: m.EditStoresPage })),
  },
  {
    path: 'release-management/:albumId',
    loader: protectedLoader(),
    lazy: () => import('./routes/release-detail-route.tsx').then((m) => ({ Component: m.ReleaseDetailRoute })),
  },
  {
    // The publishing area (document 2): its pages route themselves under publishing/*.
    path: 'publishing/*',
    loader: protectedLoader(),
    lazy: () => import('../features/publishing/routes/publishing-routes.tsx').then((m) => ({ Component: m.PublishingRoutes })),
  },
  {
    // The library (decision 056): /library, /library/publish and /library/:songId.
    path: 'library/*',
    loader: protectedLoader(),
    lazy: () => import('../features/library/routes/library-routes.tsx').then((m) => ({ Component: m.LibraryRoutes })),
  },
  {
    // Revenue (decision 021): /revenue and /revenue/withdraw route themselves under revenue/*.
    path: 'revenue/*',
    loader: protectedLoader(),
    lazy: () => import('../features/revenue/routes/revenue-routes.tsx').then((m) => ({ Component: m.RevenueRoutes })),
  },
  {
    // Monetization (decision 031): the center, its variants and the breakthrough steps under monetization/*.
    path: 'monetization/*',
    loader: protectedLoader(),
    lazy: () => import('../features/monetization/routes/monetization-routes.tsx').then((m) => ({ Component: m.MonetizationRoutes })),
  },
  {
    // Data insights (decision 025): the pages route themselves under analytics/*.
    path: 'analytics/*',
    loader: protectedLoader(),
    lazy: () => import('../features/analytics/routes/analytics-routes.tsx').then((m) => ({ Component: m.AnalyticsRoutes })),
  },
  {
    // The shell's mobile-analytics QR code opens /mobile?from=copy_mobile_link; a visitor logs in first.
    path: 'mobile',
    loader: protectedLoader(),
    lazy: () => import('../features/analytics/routes/analytics-routes.tsx').then((m) => ({ Component: m.MobileAnalyticsRoute })),
  },
  {
    // A split invitation's link (decision 023): a visitor signs in and comes back with the code in next.
    path: 'split/accept',
    loader: protectedLoader(),
    lazy: () => import('../features/revenue/routes/revenue-routes.tsx').then((m) => ({ Component: m.SplitAcceptRoute })),
  },
  {
    // The promotion center (decision 030): /promotion and its tabs route themselves under promotion/*.
    path: 'promotion/*',
    loader: protectedLoader(),
    lazy: () => import('../features/promotion/routes/promotion-center-page.tsx').then((m) => ({ Component: m.PromotionCenterPage })),
  },
  {
    // The creation tools (decision 034): /creation and each tool's page under creation/<tool>.
    path: 'creation/*',
    loader: protectedLoader(),
    lazy: () => import('../features/creation/routes.tsx').then((m) => ({ Component: m.CreationRoutes })),
  },
  {
    // The artist promo page editor (decision 029); more specific than promotion/*, so it wins that match.
    path: 'promotion/artist-page',
    loader: protectedLoader(),
    lazy: () => import('../features/promo-page/routes/artist-page-page.tsx').then((m) => ({ Component: m.ArtistPagePage })),
  },
  { path: 'artists/*', loader: protectedLoader(), lazy: () => import('../features/artists/routes/artists-routes.tsx').then((m) => ({ Component: m.ArtistsRoutes })) },
  {
    // The activity center (decision 032): /activity and /activity/{id} route themselves under activity/*.
    path: 'activity/*',
    loader: protectedLoader(),
    lazy: () => import('../features/activities/routes/activity-routes.tsx').then((m) => ({ Component: m.ActivityRoutes })),
  },
  {
    // Public links of e-mails (decision 032): the newsletter's confirmation and a content-supply offer.
    path: 'subscribe/confirm',
    lazy: () => import('../features/open-extras/routes/subscribe-confirm-page.tsx').then((m) => ({ Component: m.SubscribeConfirmPage })),
  },
  {
    path: 'content-supply',
    lazy: () => import('../features/open-extras/routes/content-supply-page.tsx').then((m) => ({ Component: m.ContentSupplyPage })),
  },
  {
    // The operator console (decision 068): /admin and its rooms (reviews, identity, deliveries, money, …) under admin/*,
    // with the streaming quick-access page (document 1 section 2: admin only; decision 063).
    path: 'admin/*',
    loader: protectedLoader({ admin: true }),
    lazy: () => import('../features/admin/routes/admin-routes.tsx').then((m) => ({ Component: m.AdminRoutes })),
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
