import { useState } from 'react';
import { Card, SimpleGrid, Switch, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { monetizationTypes, type MonetizationType } from '@portal/domain/monetization/programmes';
import { useAbilities } from '../../../lib/abilities.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { optInFeaturesQuery, refreshMonetization, saveOptInDefaults } from '../api.ts';
import { programmeKey } from './labels.ts';
import { FormError } from '../../../components/form-error.tsx';

/** The account's opt-in features (/opt-in-feat): programmes its qualified tracks join unless chosen otherwise. */
export function OptInDefaultsCard() {
  const { t } = useTranslation();
  const { can } = useAbilities();
  const client = useQueryClient();
  const { data } = useQuery(optInFeaturesQuery());
  const [failure, setFailure] = useState<string | null>(null);
  const canEdit = can('Release', 'Edit');

  const toggle = async (type: MonetizationType, value: boolean) => {
    setFailure(null);
    try {
      await saveOptInDefaults({ defaults: { [type]: value } });
      await refreshMonetization(client);
    } catch (problem) {
      setFailure(errorMessageKey(problem));
    }
  };

  return (
    <Card withBorder padding="lg" data-testid="monetization-defaults">
      <Title order={2} size="h4" mb={4}>
        {t('monetization_defaults_title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('monetization_defaults_hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {monetizationTypes.map((type) => (
          <Switch
            key={type}
            label={t(programmeKey(type))}
            checked={data?.defaults[type] ?? false}
            disabled={!data || !canEdit}
            onChange={(event) => toggle(type, event.currentTarget.checked)}
            data-testid={`monetization-default-${type}`}
          />
        ))}
      </SimpleGrid>
      <FormError messageKey={failure} mt="sm" />
    </Card>
  );
}
