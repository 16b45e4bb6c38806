import { Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { ChartIcon } from '../../../components/icons/chart-icon.tsx';
import { UsersIcon } from '../../../components/icons/users-icon.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Cards that open the splits page and, with Royalty View, the reports page. */
export function RevenueLinks({ reports }: { reports: boolean }) {
  const { t } = useTranslation();
  const links = [
    { to: '/revenue/splits', testId: 'rev-splits-link', title: t('split_ui_title'), hint: t('split_ui_link_hint'), icon: <UsersIcon size={22} /> },
    ...(reports ? [{ to: '/revenue/reports', testId: 'rev-reports-link', title: t('rep_title'), hint: t('rep_link_hint'), icon: <ChartIcon size={22} /> }] : []),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mb="lg">
      {links.map((link) => (
        <UnstyledButton key={link.to} component={Link} to={link.to} data-testid={link.testId} style={{ display: 'block' }}>
          <Card withBorder padding="sm" h="100%">
            <Group gap="sm" wrap="nowrap">
              <Text c="var(--mantine-primary-color-filled)" lh={0} component="span">
                {link.icon}
              </Text>
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {link.title} →
                </Text>
                <Text size="xs" c="dimmed">
                  {link.hint}
                </Text>
              </Stack>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
