import { Avatar, Button, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, GridIcon, LogoutIcon, ShieldIcon, WrenchIcon } from '../../components/icons.tsx';
import type { User } from '../../lib/api-routes.ts';
import { logout } from '../../lib/session.ts';

function initials(name: string): string {
  const letters = name.trim().split(/\s+/).slice(0, 2).map((part) => part.charAt(0));
  return letters.join('').toUpperCase() || '?';
}

export function UserMenu({ user, testMode, compact }: { user: User; testMode: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const name = user.nickname || user.email || user.phone || '';
  return (
    <Menu position="bottom-end" width={240} shadow="lg" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          px={6}
          data-testid="user-menu"
          aria-label={t('user_menu_label')}
          leftSection={
            <Avatar size={28} radius="xl" color="brand" variant="filled">
              {initials(name)}
            </Avatar>
          }
          rightSection={compact ? undefined : <ChevronDownIcon size={14} />}
        >
          {compact ? null : (
            <Text span size="sm" fw={600} maw={140} truncate>
              {name}
            </Text>
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
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
