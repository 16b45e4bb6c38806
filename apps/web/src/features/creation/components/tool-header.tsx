import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { aigcBasicQuery } from '../api.ts';

/** A creation page's heading: the way back to the tools (not on /creation itself), the title, and the credits left. */
export function ToolHeader({ title, subtitle, home = false }: { title: string; subtitle: string; home?: boolean }) {
  const { t } = useTranslation();
  const basic = useQuery(aigcBasicQuery());
  return (
    <Stack gap={4}>
      {!home && (
        <Anchor component={Link} to="/creation" fz="sm">
          ← {t('creation_title')}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        {basic.data && (
          <Badge size="lg" variant="light" data-testid="creation-credits">
            {t('creation_credits_left', { left: basic.data.creditsLeft, total: basic.data.monthlyCredits })}
          </Badge>
        )}
      </Group>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
}
