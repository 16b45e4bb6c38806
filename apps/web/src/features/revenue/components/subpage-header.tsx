import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';

/** The head of a page under Revenue: the way back, the title and what the page is for. */
export function SubpageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} mb="lg">
      <Anchor component={Link} to="/revenue" size="sm" data-testid="rev-back">
        ← {t('rev_title')}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}
