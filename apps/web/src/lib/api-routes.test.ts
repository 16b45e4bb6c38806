import { describe, expect, it } from 'vitest';
import * as admin from '@portal/contract/admin';
import * as open from '@portal/contract/open';
import * as passport from '@portal/contract/passport';
import * as system from '@portal/contract/system';
import * as user from '@portal/contract/user';
import * as team from '@portal/contract/team';
import * as notice from '@portal/contract/notice';
import * as contracts from '@portal/contract/contracts';
import * as identity from '@portal/contract/identity';
import * as settings from '@portal/contract/settings';
import * as profiles from '@portal/contract/profiles';
import * as oauth from '@portal/contract/oauth';
import * as releases from '@portal/contract/releases';
import * as artists from '@portal/contract/artists';
import * as songs from '@portal/contract/songs';
import * as uploads from '@portal/contract/uploads';
import * as publishing from '@portal/contract/publishing';
import * as publishingAdmin from '@portal/contract/publishing-admin';
import * as deliveries from '@portal/contract/deliveries';
import * as survey from '@portal/contract/survey';
import * as revenue from '@portal/contract/revenue';
import * as salesImports from '@portal/contract/sales-imports';
import * as splits from '@portal/contract/splits';
import * as revenueReports from '@portal/contract/revenue-reports';
import * as analyticsImports from '@portal/contract/analytics-imports';
import { analyticsImportRoutes } from './analytics-admin-routes.ts';
import * as analytics from '@portal/contract/analytics';
import { analyticsOauthRoutes, analyticsRoutes } from './analytics-routes.ts';
import * as promotion from '@portal/contract/promotion';
import * as monetization from '@portal/contract/monetization';
import { monetizationRoutes } from './monetization-routes.ts';
import { promotionRoutes } from './promotion-routes.ts';
import * as promoPages from '@portal/contract/promo-pages';
import { promoPageRoutes } from './promo-page-routes.ts';
import * as promotionCenter from '@portal/contract/promotion-center';
import { promotionCenterRoutes } from './promotion-center-routes.ts';
import * as activities from '@portal/contract/activities';
import * as openExtras from '@portal/contract/open-extras';
import { activityRoutes, openExtraRoutes } from './activity-routes.ts';
import * as support from '@portal/contract/support';
import { supportRoutes } from './support-routes.ts';
import * as lyrics from '@portal/contract/lyrics';
import { lyricsRoutes } from './lyrics-routes.ts';
import * as remix from '@portal/contract/remix';
import { remixRoutes } from './remix-routes.ts';
import * as mvStudio from '@portal/contract/mv-studio';
import { mvStudioRoutes } from './mv-studio-routes.ts';
import * as aigc from '@portal/contract/aigc';
import * as mastering from '@portal/contract/mastering';
import { aigcRoutes, masteringRoutes } from './aigc-routes.ts';
import * as coverArt from '@portal/contract/cover-art';
import { coverArtRoutes } from './cover-art-routes.ts';
import * as batchTasks from '@portal/contract/batch-tasks';
import { batchTaskRoutes } from '../features/bulk-import/batch-routes.ts';
import { publishingAdminRoutes } from './publishing-admin-routes.ts';
import { deliveryAdminRoutes } from './delivery-admin-routes.ts';
import { surveyRoutes } from './survey-routes.ts';
import { revenueRoutes, salesImportRoutes } from './revenue-routes.ts';
import { reportRoutes, splitRoutes } from './revenue-extra-routes.ts';
import { publishingRoutes } from './publishing-api-routes.ts';
import { releaseFormRoutes, releaseRoutes, uploadRoutes } from './release-api-routes.ts';
import { adminRoutes, contractRoutes, identityRoutes, oauthRoutes, profileRoutes, settingsRoutes, noticeRoutes, openRoutes, passportRoutes, systemRoutes, teamRoutes, userRoutes } from './api-routes.ts';

// The web keeps only method and path (no zod in the bundle); they must match the contract exactly.
const tables = [
  ['open', openRoutes, open],
  ['system', systemRoutes, system],
  ['user', userRoutes, user],
  ['passport', passportRoutes, passport],
  ['admin', adminRoutes, admin],
  ['team', teamRoutes, team],
  ['notice', noticeRoutes, notice],
  ['contracts', contractRoutes, contracts],
  ['identity', identityRoutes, identity],
  ['settings', settingsRoutes, settings],
  ['profiles', profileRoutes, profiles],
  ['oauth', oauthRoutes, oauth],
  ['release form', releaseFormRoutes, { ...releases, ...artists, ...songs }],
  ['releases', releaseRoutes, { ...releases, ...songs }],
  ['uploads', uploadRoutes, uploads],
  ['publishing', publishingRoutes, publishing],
  ['publishing admin', publishingAdminRoutes, publishingAdmin],
  ['delivery admin', deliveryAdminRoutes, deliveries],
  ['survey', surveyRoutes, survey],
  ['revenue', revenueRoutes, revenue],
  ['sales imports', salesImportRoutes, salesImports],
  ['splits', splitRoutes, splits],
  ['revenue reports', reportRoutes, revenueReports],
  ['analytics imports', analyticsImportRoutes, analyticsImports],
  ['analytics', analyticsRoutes, analytics],
  ['analytics oauth', analyticsOauthRoutes, oauth],
  ['promotion', promotionRoutes, promotion],
  ['monetization', monetizationRoutes, monetization],
  ['promo pages', promoPageRoutes, promoPages],
  ['promotion center', promotionCenterRoutes, promotionCenter],
  ['activities', activityRoutes, { ...activities, ...songs }],
  ['open extras', openExtraRoutes, openExtras],
  ['support', supportRoutes, support],
  ['lyrics', lyricsRoutes, lyrics],
  ['remix', remixRoutes, { ...remix, ...songs }],
  ['mv studio', mvStudioRoutes, { ...mvStudio, ...songs }],
  ['aigc', aigcRoutes, aigc],
  ['mastering', masteringRoutes, { ...mastering, ...releases }],
  ['cover art', coverArtRoutes, { ...coverArt, ...releases }],
  ['batch tasks', batchTaskRoutes, batchTasks],
] as const;

describe('api route table', () => {
  for (const [name, table, contract] of tables) {
    for (const [key, entry] of Object.entries(table)) {
      it(`${name}.${key} matches the contract`, () => {
        const route = (contract as unknown as Record<string, { method: string; path: string } | undefined>)[key];
        expect(route, `contract ${name} has no export ${key}`).toBeDefined();
        expect({ method: entry.method, path: entry.path }).toEqual({ method: route!.method, path: route!.path });
      });
    }
  }
});
