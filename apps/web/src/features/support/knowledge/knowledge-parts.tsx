import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Shown when the reader's language has no help content yet and English is served. */
export function FallbackNote({ fallback }: { fallback: boolean }) {
  const { t } = useTranslation();
  if (!fallback) return null;
  return (
    <Alert variant="light" color="gray" data-testid="knowledge-fallback">
      {t('knowledge_fallback_note')}
    </Alert>
  );
}

export function ContactCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('knowledge_contact_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('knowledge_contact_body')}
          </Text>
        </Stack>
        <Button component={Link} to="/feedback" variant="light">
          {t('knowledge_contact_button')}
        </Button>
      </Group>
    </Card>
  );
}
