import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { NoPermission } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SplitNewForm } from '../components/split-new-form.tsx';

/** New split (route /revenue/splits/new, RoyaltySplit Edit). */
export function SplitNewPage() {
  const { t } = useTranslation();
  const { user, can } = useAbilities();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap={4} mb="lg">
        <Anchor component={Link} to="/revenue/splits" size="sm" data-testid="split-back">
          ← {t('split_ui_title')}
        </Anchor>
        <Title order={1} size="h2">
          {t('split_ui_new_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('split_ui_new_subtitle')}
        </Text>
      </Stack>
      {can('RoyaltySplit', 'Edit') ? (
        <SplitNewForm onCreated={(songs) => navigate('/revenue/splits', { state: { createdSplits: songs } })} onCancel={() => navigate('/revenue/splits')} />
      ) : (
        <NoPermission />
      )}
    </Container>
  );
}
