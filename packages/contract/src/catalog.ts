/** Every route of the contract, for the server's registration check and the OpenAPI document. */
import * as admin from './admin.ts';
import * as open from './open.ts';
import * as passport from './passport.ts';
import * as system from './system.ts';
import * as user from './user.ts';
import * as team from './team.ts';
import * as notice from './notice.ts';
import * as contracts from './contracts.ts';
import * as identity from './identity.ts';
import * as settings from './settings.ts';
import * as oauth from './oauth.ts';
import * as profiles from './profiles.ts';
import * as releases from './releases.ts';
import * as artists from './artists.ts';
import * as songs from './songs.ts';
import * as uploads from './uploads.ts';
import * as publishing from './publishing.ts';
import * as publishingAdmin from './publishing-admin.ts';
import * as publishingFaq from './publishing-faq.ts';
import * as survey from './survey.ts';
import * as revenue from './revenue.ts';
import * as salesImports from './sales-imports.ts';
import * as splits from './splits.ts';
import * as revenueReports from './revenue-reports.ts';
import * as analytics from './analytics.ts';
import * as analyticsImports from './analytics-imports.ts';
import * as promotion from './promotion.ts';
import * as activities from './activities.ts';
import * as openExtras from './open-extras.ts';
import * as promotionCenter from './promotion-center.ts';
import * as promoPages from './promo-pages.ts';
import * as support from './support.ts';
import * as monetization from './monetization.ts';
import * as remix from './remix.ts';
import * as aigc from './aigc.ts';
import * as lyrics from './lyrics.ts';
import * as mastering from './mastering.ts';
import * as batchTasks from './batch-tasks.ts';
import * as mvStudio from './mv-studio.ts';
import * as coverArt from './cover-art.ts';
import * as deliveries from './deliveries.ts';
import * as monitoring from './monitoring.ts';
import * as legal from './legal.ts';
import type { RouteDef } from './route.ts';

const isRoute = (value: unknown): value is RouteDef => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

export const allRoutes: RouteDef[] = [
  open,
  system,
  user,
  passport,
  admin,
  team,
  notice,
  contracts,
  identity,
  settings,
  oauth,
  profiles,
  releases,
  artists,
  songs,
  uploads,
  publishing,
  publishingAdmin,
  publishingFaq,
  survey,
  revenue,
  salesImports,
  splits,
  revenueReports,
  analytics,
  analyticsImports,
  promotion,
  promotionCenter,
  promoPages,
  support,
  monetization,
  activities,
  openExtras,
  remix,
  aigc,
  mastering,
  lyrics,
  mvStudio,
  coverArt,
  batchTasks,
  deliveries,
  monitoring,
  legal,
].flatMap((mod) => Object.values(mod).filter(isRoute));
