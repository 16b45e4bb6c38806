/**
 * Every route's type by its method and path, for the browser: it imports a route's zod-free head and finds the route's
 * schemas' types here, on the type level only (decision 051).
 */
import type * as admin from './admin.ts';
import type * as open from './open.ts';
import type * as passport from './passport.ts';
import type * as system from './system.ts';
import type * as user from './user.ts';
import type * as team from './team.ts';
import type * as notice from './notice.ts';
import type * as contracts from './contracts.ts';
import type * as identity from './identity.ts';
import type * as settings from './settings.ts';
import type * as oauth from './oauth.ts';
import type * as profiles from './profiles.ts';
import type * as releases from './releases.ts';
import type * as artists from './artists.ts';
import type * as songs from './songs.ts';
import type * as uploads from './uploads.ts';
import type * as publishing from './publishing.ts';
import type * as publishingAdmin from './publishing-admin.ts';
import type * as publishingFaq from './publishing-faq.ts';
import type * as survey from './survey.ts';
import type * as revenue from './revenue.ts';
import type * as salesImports from './sales-imports.ts';
import type * as splits from './splits.ts';
import type * as revenueReports from './revenue-reports.ts';
import type * as analytics from './analytics.ts';
import type * as analyticsImports from './analytics-imports.ts';
import type * as promotion from './promotion.ts';
import type * as activities from './activities.ts';
import type * as openExtras from './open-extras.ts';
import type * as promotionCenter from './promotion-center.ts';
import type * as promoPages from './promo-pages.ts';
import type * as support from './support.ts';
import type * as monetization from './monetization.ts';
import type * as remix from './remix.ts';
import type * as aigc from './aigc.ts';
import type * as lyrics from './lyrics.ts';
import type * as mastering from './mastering.ts';
import type * as batchTasks from './batch-tasks.ts';
import type * as mvStudio from './mv-studio.ts';
import type * as coverArt from './cover-art.ts';
import type * as deliveries from './deliveries.ts';
import type * as monitoring from './monitoring.ts';
import type * as legal from './legal.ts';
import type { Method, RouteDef } from './route.ts';

type RoutesOf<M> = Extract<M[keyof M], RouteDef>;
type AnyRoute =
  | RoutesOf<typeof admin>
  | RoutesOf<typeof open>
  | RoutesOf<typeof passport>
  | RoutesOf<typeof system>
  | RoutesOf<typeof user>
  | RoutesOf<typeof team>
  | RoutesOf<typeof notice>
  | RoutesOf<typeof contracts>
  | RoutesOf<typeof identity>
  | RoutesOf<typeof settings>
  | RoutesOf<typeof oauth>
  | RoutesOf<typeof profiles>
  | RoutesOf<typeof releases>
  | RoutesOf<typeof artists>
  | RoutesOf<typeof songs>
  | RoutesOf<typeof uploads>
  | RoutesOf<typeof publishing>
  | RoutesOf<typeof publishingAdmin>
  | RoutesOf<typeof publishingFaq>
  | RoutesOf<typeof survey>
  | RoutesOf<typeof revenue>
  | RoutesOf<typeof salesImports>
  | RoutesOf<typeof splits>
  | RoutesOf<typeof revenueReports>
  | RoutesOf<typeof analytics>
  | RoutesOf<typeof analyticsImports>
  | RoutesOf<typeof promotion>
  | RoutesOf<typeof activities>
  | RoutesOf<typeof openExtras>
  | RoutesOf<typeof promotionCenter>
  | RoutesOf<typeof promoPages>
  | RoutesOf<typeof support>
  | RoutesOf<typeof monetization>
  | RoutesOf<typeof remix>
  | RoutesOf<typeof aigc>
  | RoutesOf<typeof lyrics>
  | RoutesOf<typeof mastering>
  | RoutesOf<typeof batchTasks>
  | RoutesOf<typeof mvStudio>
  | RoutesOf<typeof coverArt>
  | RoutesOf<typeof deliveries>
  | RoutesOf<typeof monitoring>
  | RoutesOf<typeof legal>;

export type RouteMap = { [R in AnyRoute as `${R['method']} ${R['path']}`]: R };

/** The route (head and schemas) a head stands for. */
export type RouteOf<H extends { method: Method; path: string }> = `${H['method']} ${H['path']}` extends infer K extends keyof RouteMap ? RouteMap[K] : never;
