import { Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { LogoutIcon } from '../../components/icons/logout-icon.tsx';
import { WrenchIcon } from '../../components/icons/wrench-icon.tsx';
import type { User } from '@portal/contract/user';
import { logout } from '../../lib/session.ts';
import { displayName, UserButton } from './user-button.tsx';
import { BellIcon } from '../../components/icons/bell-icon.tsx';
import { MailIcon } from '../../components/icons/mail-icon.tsx';
import { UsersIcon } from '../../components/icons/users-icon.tsx';
import { navItems, useNavGates } from './nav-items.tsx';
import { TeamSwitcher } from './team-switcher.tsx';

export function UserMenu({ user, testMode, compact, defaultOpened }: { user: User; testMode: boolean; compact?: boolean; defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const name = displayName(user);
  const listsAreas = compact === true && !user.needsProfile;
  const gates = useNavGates(listsAreas);
  return (
    <Menu position="bottom-end" width={240} shadow="lg" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserButton user={user} compact={compact} />
      </Menu.Target>
      {/* However long the list, it scrolls within the window. */}
      <Menu.Dropdown mah="calc(100dvh - 80px)" style={{ overflowY: 'auto' }}>
        <Menu.Label>
          {/* dir="auto": each line is cut at its own end whatever the page's direction (decision 071). */}
          <Text size="sm" fw={600} c="dark" truncate dir="auto" className="sp-own-direction" data-testid="menu-user-name">
            {name}
          </Text>
          {user.team && (
            <Text size="xs" c="brand" fw={600} truncate dir="auto" className="sp-own-direction" data-testid="menu-acting-team">
              {t('team_acting_in', { team: user.team.teamName })}
            </Text>
          )}
          {(user.email || user.phone) && (
            <Text size="xs" c="dimmed" truncate dir="auto" className="sp-own-direction">
              {user.email ?? user.phone}
            </Text>
          )}
        </Menu.Label>
        <Menu.Divider />
        {/* On a phone the header has no room for the areas: they are here. On a desktop the header lists them. */}
        {listsAreas &&
          navItems(user, testMode, gates)
            .filter((item) => !item.desktopOnly)
            .map(({ to, label, area, icon: AreaIcon }) => (
              <Menu.Item key={to} component={Link} to={to} leftSection={<AreaIcon size={16} />} data-testid={`menu-${area}`}>
                {t(label)}
              </Menu.Item>
            ))}
        {compact && !user.needsProfile && <Menu.Divider />}
        {/* A member working in someone else's account finds there whose team it is and what they may do. */}
        {!user.needsProfile && user.team !== null && (
          <Menu.Item component={Link} to="/team" leftSection={<UsersIcon size={16} />} data-testid="menu-current-team">
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
        {!user.needsProfile && <TeamSwitcher />}
        {testMode && (
          <Menu.Item component={Link} to="/feature-preview" leftSection={<WrenchIcon size={16} />}>
            {t('feature_preview_title')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<LogoutIcon size={16} />} data-testid="logout" onClick={() => void logout(client)}>
          {t('logout_action')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
