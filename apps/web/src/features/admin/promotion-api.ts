import * as routes from '@portal/contract/heads/promotion-center';
import type * as center from '@portal/contract/promotion-center';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import type { PromotionStatus } from '@portal/domain/promotion/center';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// The console's promotion panel (decision 030): campaigns opened and closed, applications reviewed.

export const PROMOTION_KEY = ['admin', 'promotion'] as const;
/** Campaigns and applications come 10 to a page; pages count from 1. */
export const PROMOTION_PAGE_SIZE = 10;
const pageQuery = (page: number) => ({ offset: (page - 1) * PROMOTION_PAGE_SIZE, count: PROMOTION_PAGE_SIZE });

export type AdminApplication = ResponseOf<typeof center.adminApplications>['applications'][number];

export const campaignsQuery = (page: number) =>
  queryOptions({
    queryKey: [...PROMOTION_KEY, 'campaigns', page],
    queryFn: ({ signal }) => api(routes.adminCampaigns, { query: pageQuery(page), signal }),
  });

/** Opens a campaign of one service type for a window, with its places and territories. */
export const createCampaign = (body: BodyOf<typeof center.createCampaign>) => api(routes.createCampaign, { body });

/** Closes a campaign to new applications now. */
export const closeCampaign = (campaignId: number) => api(routes.closeCampaign, { body: { campaignId } });

/** Applications of a status (all of them without one). */
export const applicationsQuery = (status: PromotionStatus | '', page: number) =>
  queryOptions({
    queryKey: [...PROMOTION_KEY, 'applications', status, page],
    queryFn: ({ signal }) => api(routes.adminApplications, { query: { ...(status ? { status } : {}), ...pageQuery(page) }, signal }),
  });

/** Accepts, finishes, refuses or takes down an application; the applicant gets a notice. */
export const decideApplication = (body: BodyOf<typeof center.decideApplication>, options: { keepalive?: boolean } = {}) => api(routes.decideApplication, { body, keepalive: options.keepalive });

/** Flags a track of an application as a copyright risk, with the reason. */
export const flagTrack = (body: BodyOf<typeof center.flagTrack>) => api(routes.flagTrack, { body });

/** Clears a track's copyright flag with a note. */
export const clearTrackFlag = (body: BodyOf<typeof center.clearTrackFlag>) => api(routes.clearTrackFlag, { body });
