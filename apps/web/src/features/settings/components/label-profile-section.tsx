import { useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { regionCodes } from '@portal/domain/regions';
import type { User } from '@portal/contract/user';
import { describeError } from '../../../lib/error-message.ts';
import { regionName } from '../../../lib/format.ts';
import { userQuery } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { createLabelProfile, labelProfileQuery, profilesKey, updateLabelProfile } from '../api.ts';
import { labelTitleOptions } from '../options.ts';

const FIELDS = ['companyName', 'title', 'website', 'country', 'foundedYear'];

/** The company behind a label account; changing it after approval sends the account back to review. */
export function LabelProfileSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data } = useQuery(labelProfileQuery());
  const [form, setForm] = useState({ companyName: '', title: '', website: '', country: user.region, foundedYear: '' as number | '' });
  const [problem, setProblem] = useState<{ messageKey: string | null; fields: Record<string, string> }>({ messageKey: null, fields: {} });
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (data?.label) setForm({ ...data.label, website: data.label.website ?? '', foundedYear: data.label.foundedYear ?? '' });
  }, [data]);
  if (!data) return null;
  const exists = data.label !== null;

  const save = async () => {
    setBusy(true);
    setSaved(false);
    setProblem({ messageKey: null, fields: {} });
    const body = {
      companyName: form.companyName,
      title: form.title,
      country: form.country,
      ...(form.website ? { website: form.website } : {}),
      ...(form.foundedYear ? { foundedYear: form.foundedYear } : {}),
    };
    try {
      if (!exists) await createLabelProfile(body);
      else await updateLabelProfile(body, user.profilePassed);
      setSaved(true);
      await client.invalidateQueries({ queryKey: profilesKey });
      await client.invalidateQueries({ queryKey: userQuery.queryKey });
    } catch (error) {
      setProblem(describeError(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };
  const error = (field: string) => (problem.fields[field] ? t(problem.fields[field]!) : undefined);

  return (
    <SettingsSection id="label" title={t('label_profile_title')} hint={t('label_profile_hint', { label: user.nickname })}>
      <Stack>
        {exists && user.profilePassed && (
          <Alert variant="light" color="orange">
            {t('label_profile_change_review')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('label_company_name')}
            required
            value={form.companyName}
            onChange={(e) => setForm({ ...form, companyName: e.currentTarget.value })}
            error={error('companyName')}
            data-testid="label-company"
          />
          <Select
            label={t('label_your_title')}
            required
            data={labelTitleOptions(t)}
            value={form.title || null}
            onChange={(value) => setForm({ ...form, title: value ?? '' })}
            error={error('title')}
            data-testid="label-title"
          />
          <TextInput label={t('label_website')} placeholder="https://" value={form.website} onChange={(e) => setForm({ ...form, website: e.currentTarget.value })} error={error('website')} />
          <Select
            label={t('identity_country')}
            required
            searchable
            data={regionCodes.map((code) => ({ value: code, label: regionName(code, i18n.language) }))}
            value={form.country}
            onChange={(value) => setForm({ ...form, country: value ?? user.region })}
            error={error('country')}
          />
          <NumberInput
            label={t('label_founded_year')}
            min={1900}
            max={new Date().getFullYear()}
            value={form.foundedYear}
            onChange={(value) => setForm({ ...form, foundedYear: typeof value === 'number' ? value : '' })}
            error={error('foundedYear')}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="sm" c={problem.messageKey ? 'red' : 'teal'}>
            {problem.messageKey ? t(problem.messageKey) : saved ? t('settings_saved') : ''}
          </Text>
          <Button onClick={() => void save()} loading={busy} disabled={!form.companyName.trim() || !form.title} data-testid="label-save">
            {exists ? t('action_save') : t('label_profile_create')}
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
