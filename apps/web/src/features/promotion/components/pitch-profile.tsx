import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { pitchProfileQuery, savePitchProfile } from '../api.ts';
import { FormError } from '../../../components/form-error.tsx';

/** The account's pitch profile (hometown, marketing plans), folded under the pitch card; editors read it with each pitch. */
export function PitchProfile() {
  const { t } = useTranslation();
  const { can } = useAbilities();
  const queryClient = useQueryClient();
  const { data } = useQuery(pitchProfileQuery());
  const [hometown, setHometown] = useState('');
  const [marketingPlans, setMarketingPlans] = useState('');
  useEffect(() => {
    if (!data) return;
    setHometown(data.hometown);
    setMarketingPlans(data.marketingPlans);
  }, [data]);
  const save = useMutation({
    mutationFn: () => savePitchProfile({ hometown, marketingPlans }),
    onSuccess: (saved) => queryClient.setQueryData(pitchProfileQuery().queryKey, saved),
  });
  const editable = can('Release', 'Edit');
  return (
    <details data-testid="pitch-profile">
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 }}>{t('pitch_profile')}</summary>
      <Stack gap="sm" mt="sm">
        <Text size="xs" c="dimmed">
          {t('pitch_profile_hint')}
        </Text>
        <TextInput label={t('pitch_hometown')} value={hometown} maxLength={100} readOnly={!editable} onChange={(event) => setHometown(event.currentTarget.value)} data-testid="pitch-hometown" />
        <Textarea
          label={t('pitch_marketing')}
          value={marketingPlans}
          maxLength={1000}
          autosize
          minRows={2}
          readOnly={!editable}
          onChange={(event) => setMarketingPlans(event.currentTarget.value)}
          data-testid="pitch-marketing"
        />
        <FormError error={save.error} />
        {editable && (
          <Group gap="sm">
            <Button variant="light" size="xs" onClick={() => save.mutate()} loading={save.isPending} data-testid="pitch-profile-save">
              {t('pitch_profile_save')}
            </Button>
            {save.isSuccess && !save.isPending && (
              <Text size="xs" c="teal" data-testid="pitch-profile-saved">
                {t('pitch_profile_saved')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </details>
  );
}
