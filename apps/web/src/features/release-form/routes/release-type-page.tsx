import { Card, Container, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Document 3's "release type select": a single (one track) or an album (several). */
export function ReleaseTypePage() {
  return (
    <PermissionGuard resource="Release" action="Edit">
      <ReleaseTypes />
    </PermissionGuard>
  );
}

function ReleaseTypes() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choice = (kind: 'single' | 'album') => (
    <UnstyledButton onClick={() => navigate(`/release/new/${kind}`)} data-testid={`release-type-${kind}`}>
      <Card withBorder padding="xl" h="100%">
        <Stack gap="xs">
          <Text fw={700} size="lg">
            {t(`rf_kind_${kind}`)}
          </Text>
          <Text c="dimmed" size="sm">
            {t(`rf_kind_${kind}_hint`)}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Title order={1} size="h2" mb="lg">
        {t('rf_type_title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {choice('single')}
        {choice('album')}
      </SimpleGrid>
    </Container>
  );
}
