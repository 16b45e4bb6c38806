import { Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { GridIcon } from '../../components/icons/grid-icon.tsx';
import { LogoutIcon } from '../../components/icons/logout-icon.tsx';
import { ShieldIcon } from '../../components/icons/shield-icon.tsx';
import { WrenchIcon } from '../../components/icons/wrench-icon.tsx';
import type { User } from '@portal/contract/user';
import { logout } from '../../lib/session.ts';
import { displayName, UserButton } from './user-button.tsx';
import { BellIcon } from '../../components/icons/bell-icon.tsx';
import { MailIcon } from '../../components/icons/mail-icon.tsx';
import { FileIcon } from '../../components/icons/file-icon.tsx';
import { UsersIcon } from '../../components/icons/users-icon.tsx';
import { MusicIcon } from '../../components/icons/music-icon.tsx';
import { WalletIcon } from '../../components/icons/wallet-icon.tsx';
import { MegaphoneIcon } from '../../components/icons/megaphone-icon.tsx';
import { StarIcon } from '../../components/icons/star-icon.tsx';
import { HelpIcon } from '../../components/icons/help-icon.tsx';
import { SparkleIcon } from '../../components/icons/sparkle-icon.tsx';
import { TeamSwitcher } from './team-switcher.tsx';

export function UserMenu({ user, testMode, compact, defaultOpened }: { user: User; testMode: boolean; compact?: boolean; defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={240} shadow="lg" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserButton user={user} compact={compact} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
          {user.team && (
            <Text size="xs" c="brand" fw={600} truncate data-testid="menu-acting-team">
              {t('team_acting_in', { team: user.team.teamName })}
            </Text>
          )}
          {(user.email || user.phone) && (
            <Text size="xs" c="dimmed" truncate>
              {user.email ?? user.phone}
            </Text>
          )}
        </Menu.Label>
        <Menu.Divider />
        {!user.needsProfile && (
          <Menu.Item component={Link} to="/overview" leftSection={<GridIcon size={16} />}>
            {t('nav_overview')}
          </Menu.Item>
        )}
        {!user.needsProfile && user.permissions.Release?.includes('View') && (
          <Menu.Item component={Link} to="/release-management" leftSection={<MusicIcon size={16} />} data-testid="menu-releases">
            {t('nav_releases')}
          </Menu.Item>
        )}
        {!user.needsProfile && user.permissions.Release?.includes('View') && (
          <Menu.Item component={Link} to="/library" leftSection={<MusicIcon size={16} />} data-testid="menu-library">
            {t('nav_library')}
          </Menu.Item>
        )}
        {!user.needsProfile && user.permissions.AnalyticsData?.includes('View') && (
          <Menu.Item component={Link} to="/analytics/charts" leftSection={<StarIcon size={16} />} data-testid="menu-charts">
            {t('charts_nav')}
          </Menu.Item>
        )}
        {!user.needsProfile && (user.permissions.Royalty?.includes('View') || user.permissions.EWallet?.includes('View')) && (
          <Menu.Item component={Link} to="/revenue" leftSection={<WalletIcon size={16} />} data-testid="menu-revenue">
            {t('nav_revenue')}
          </Menu.Item>
        )}
        {!user.needsProfile && user.permissions.Release?.includes('View') && (
          <Menu.Item component={Link} to="/artists" leftSection={<UsersIcon size={16} />} data-testid="menu-artists">
            {t('artist_mgmt_nav')}
          </Menu.Item>
        )}
        {!user.needsProfile && user.permissions.Release?.includes('View') && (
          <Menu.Item component={Link} to="/promotion" leftSection={<MegaphoneIcon size={16} />} data-testid="menu-promotion">
            {t('nav_promotion')}
          </Menu.Item>
        )}
        {!user.needsProfile && user.permissions.Release?.includes('View') && (
          <Menu.Item component={Link} to="/monetization" leftSection={<WalletIcon size={16} />} data-testid="menu-monetization">
            {t('nav_monetization')}
          </Menu.Item>
        )}
        {!user.needsProfile && user.permissions.Release?.includes('Edit') && (
          <Menu.Item component={Link} to="/creation" leftSection={<SparkleIcon size={16} />} data-testid="menu-creation">
            {t('nav_creation')}
          </Menu.Item>
        )}
        {!user.needsProfile && (
          <Menu.Item component={Link} to="/activity" leftSection={<StarIcon size={16} />} data-testid="menu-activities">
            {t('nav_activities')}
          </Menu.Item>
        )}
        {!user.needsProfile && user.permissions.Contract?.includes('View') && (
          <Menu.Item component={Link} to="/contract/management" leftSection={<FileIcon size={16} />} data-testid="menu-contracts">
            {t('nav_contracts')}
          </Menu.Item>
        )}
        {/* A member working in someone else's account finds there whose team it is and what they may do. */}
        {!user.needsProfile && (
          <Menu.Item component={Link} to="/team" leftSection={<UsersIcon size={16} />} data-testid="menu-team">
            {t('nav_team')}
          </Menu.Item>
        )}
        {!user.needsProfile && (
          <Menu.Item component={Link} to="/notice" leftSection={<BellIcon size={16} />}>
            {t('nav_notices')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/settings" leftSection={<WrenchIcon size={16} />} data-testid="menu-settings">
          {t('nav_settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/subscription" leftSection={<MailIcon size={16} />} data-testid="menu-subscription">
          {t('nav_subscription')}
        </Menu.Item>
        <Menu.Item component={Link} to="/knowledge" leftSection={<HelpIcon size={16} />} data-testid="menu-help">
          {t('knowledge_hub_nav')}
        </Menu.Item>
        <Menu.Item component={Link} to="/survey" leftSection={<MailIcon size={16} />} data-testid="menu-survey">
          {t('survey_page_nav')}
        </Menu.Item>
        {!user.needsProfile && <TeamSwitcher />}
        {user.isAdmin && (
          <Menu.Item component={Link} to="/admin" leftSection={<ShieldIcon size={16} />}>
            {t('nav_admin')}
          </Menu.Item>
        )}
        {testMode && (
          <>
            <Menu.Item component={Link} to="/test-config" leftSection={<WrenchIcon size={16} />}>
              {t('test_config_title')}
            </Menu.Item>
            <Menu.Item component={Link} to="/feature-preview" leftSection={<WrenchIcon size={16} />}>
              {t('feature_preview_title')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<LogoutIcon size={16} />} data-testid="logout" onClick={() => void logout(client)}>
          {t('logout_action')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
