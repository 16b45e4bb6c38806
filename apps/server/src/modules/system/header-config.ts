import { and, count, eq } from 'drizzle-orm';
import { notices } from '@portal/db/schema';
import { can } from '@portal/domain/permissions';
import { contractUpgradeNeeded } from '@portal/domain/contracts';
import { hasSigned } from '@portal/domain/user-state';
import { NoticeCategory } from '@portal/domain/notices';
import { SettlementStatus } from '@portal/domain/enums';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { mainUpgrade } from '../contracts/contract-status.ts';
import { acceptanceState } from '../legal/acceptance.ts';

/** Pages where the sign-new-agreement banner shows (document 1 section 2). */
const SIGN_BANNER_PAGES = ['/overview', '/contract/management', '/release-management'];

/** What the shell header shows: unread notice counts, the banners this caller should see, the mobile QR. */
export async function headerConfig(services: Services, actor: Actor) {
  const [unread, mobileAnalytics, upgrade, legal] = await Promise.all([
    services.db
      .select({ category: notices.category, unread: count() })
      .from(notices)
      .where(and(eq(notices.userId, actor.person.id), eq(notices.isRead, false)))
      .groupBy(notices.category),
    services.gates.isOn('system', 'mobileAnalytics'),
    can(actor.abilities, 'Contract', 'Sign') ? mainUpgrade(services, actor) : null,
    acceptanceState(services, actor.person.id),
  ]);
  const unreadSplitNoticeCount = Number(unread.find((row) => row.category === NoticeCategory.USER_SPLIT)?.unread ?? 0);
  const banners = [];
  if (upgrade && actor.account.type !== null && (!hasSigned(actor.account.signStatus) || contractUpgradeNeeded(upgrade.upgradeStatus))) {
    // Signed already, what waits is the publishing amendment, which is optional: the banner says which it is.
    const messageKey = hasSigned(actor.account.signStatus) ? 'banner_sign_amendment' : 'banner_sign_new_agreement';
    banners.push({ id: 'sign-agreement', kind: 'contract', messageKey, link: '/contract/management', pages: SIGN_BANNER_PAGES });
  }
  if (legal.pending.length > 0) {
    banners.push({ id: 'legal-update', kind: 'legal', messageKey: 'banner_legal_update', link: '/legal/review' });
  }
  if (unreadSplitNoticeCount > 0) {
    banners.push({ id: 'split-notice', kind: 'split', messageKey: 'banner_split_notice', link: '/notice?isRead=0', pages: ['/overview'] });
  }
  return {
    unreadNoticeCount: unread.reduce((sum, row) => sum + Number(row.unread), 0),
    unreadSplitNoticeCount,
    banners,
    showMobileQr: mobileAnalytics && actor.account.status === SettlementStatus.SETTLED,
    mobileLinkPath: '/mobile?from=copy_mobile_link',
  };
}
