import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChartIcon } from '../../components/icons/chart-icon.tsx';
import { FileIcon } from '../../components/icons/file-icon.tsx';
import { GlobeIcon } from '../../components/icons/globe-icon.tsx';
import { GridIcon } from '../../components/icons/grid-icon.tsx';
import { HelpIcon } from '../../components/icons/help-icon.tsx';
import type { IconProps } from '../../components/icons/icon.tsx';
import { MailIcon } from '../../components/icons/mail-icon.tsx';
import { MegaphoneIcon } from '../../components/icons/megaphone-icon.tsx';
import { MusicIcon } from '../../components/icons/music-icon.tsx';
import { ShieldIcon } from '../../components/icons/shield-icon.tsx';
import { SparkleIcon } from '../../components/icons/sparkle-icon.tsx';
import { StarIcon } from '../../components/icons/star-icon.tsx';
import { UsersIcon } from '../../components/icons/users-icon.tsx';
import { WalletIcon } from '../../components/icons/wallet-icon.tsx';
import { WrenchIcon } from '../../components/icons/wrench-icon.tsx';
import { featureGatesQuery } from '../../lib/feature-gates-query.ts';
import type { useSession } from '../../lib/use-session.ts';

type SessionUser = NonNullable<ReturnType<typeof useSession>['user']>;

export interface NavItem {
  to: string;
  label: string;
  /** The area's name in test ids: `nav-<area>` in the header, `menu-<area>` in the phone's menu. */
  area: string;
  icon: ComponentType<IconProps>;
  /** A page made for a computer (it says so on a phone): left out of the phone's menu. */
  desktopOnly?: boolean;
}

/** The system gates that open areas: the publishing area exists only while publishingService is on (document 2 section 2). */
export interface NavGates {
  publishingService?: boolean;
}

/** The system gates the navigation reads (not fetched while `enabled` is false). */
export function useNavGates(enabled = true): NavGates {
  const gates = useQuery({ ...featureGatesQuery, enabled });
  return { publishingService: gates.data?.gates.publishingService === true };
}

/** The areas the signed-in user's permissions (and the system gates) open: the header's links on a desktop, the user menu's on a phone. */
export function navItems(user: SessionUser, testMode: boolean, gates: NavGates = {}): NavItem[] {
  const can = (resource: keyof SessionUser['permissions'], action: string) => user.permissions[resource]?.includes(action as never) ?? false;
  const items: (NavItem | false)[] = [
    { to: '/overview', label: 'nav_overview', area: 'overview', icon: GridIcon },
    can('Release', 'View') && { to: '/release-management', label: 'nav_releases', area: 'releases', icon: MusicIcon },
    can('Release', 'View') && { to: '/library', label: 'nav_library', area: 'library', icon: MusicIcon },
    can('AnalyticsData', 'View') && { to: '/analytics', label: 'nav_analytics', area: 'analytics', icon: ChartIcon },
    can('AnalyticsData', 'View') && { to: '/analytics/charts', label: 'charts_nav', area: 'charts', icon: StarIcon },
    (can('Royalty', 'View') || can('EWallet', 'View')) && { to: '/revenue', label: 'nav_revenue', area: 'revenue', icon: WalletIcon },
    // After royalties and splits, before promotion, as document 1 section 1 lists what users do (decision 067).
    gates.publishingService === true && can('OffPublishingService', 'View') && { to: '/publishing', label: 'permission_resource_OffPublishingService', area: 'publishing', icon: GlobeIcon },
    can('Release', 'View') && { to: '/artists', label: 'artist_mgmt_nav', area: 'artists', icon: UsersIcon },
    user.team === null && { to: '/instant-access', label: 'instant_access_nav', area: 'store-tools', icon: ChartIcon, desktopOnly: true },
    can('Release', 'View') && { to: '/promotion', label: 'nav_promotion', area: 'promotion', icon: MegaphoneIcon },
    can('Release', 'View') && { to: '/monetization', label: 'nav_monetization', area: 'monetization', icon: WalletIcon },
    can('Release', 'Edit') && { to: '/creation', label: 'nav_creation', area: 'creation', icon: SparkleIcon },
    { to: '/activity', label: 'nav_activities', area: 'activities', icon: StarIcon },
    can('Contract', 'View') && { to: '/contract/management', label: 'nav_contracts', area: 'contracts', icon: FileIcon },
    user.team === null && { to: '/team', label: 'nav_team', area: 'team', icon: UsersIcon },
    { to: '/knowledge', label: 'knowledge_hub_nav', area: 'knowledge-hub', icon: HelpIcon },
    { to: '/survey', label: 'survey_page_nav', area: 'survey', icon: MailIcon },
    user.isAdmin && { to: '/admin', label: 'nav_admin', area: 'admin', icon: ShieldIcon },
    testMode && { to: '/test-config', label: 'nav_dev_tools', area: 'dev-tools', icon: WrenchIcon },
  ];
  return items.filter((item): item is NavItem => item !== false);
}
