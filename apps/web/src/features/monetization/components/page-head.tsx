import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';

/** The head of a monetization page: the way back (to the center unless told), the title and what the page is for. */
export function PageHead({ title, subtitle, back = '/monetization', backLabel }: { title: string; subtitle: string; back?: string | null; backLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} mb="lg">
      {back && (
        <Anchor component={Link} to={back} size="sm" data-testid="monetization-back">
          ← {backLabel ?? t('monetization_title')}
        </Anchor>
      )}
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}
