import { reportInvalidFields } from '../../../lib/form-monitoring.ts';
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PUBLISHING_LIMITS as L } from '@portal/domain/publishing/limits';
import { proSocieties } from '@portal/domain/publishing/signup';
import { validateSongwriter, type SongwriterProfile } from '@portal/domain/publishing/songwriter';
import { useTranslation } from '../../../lib/use-translation.ts';

const societyOptions = proSocieties.map((society) => ({ value: society.id, label: society.name }));
type Field = keyof SongwriterProfile;

/** "Add new songwriter" (document 2 section 5 "Songwriter modal"): names, email, society and IPI. */
export function SongwriterModal({ profile, onClose, onSave }: { profile: SongwriterProfile | null; onClose: () => void; onSave: (profile: SongwriterProfile) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SongwriterProfile>({});
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (!profile) return;
    setDraft(profile);
    setTouched(new Set());
    setTried(false);
  }, [profile]);

  const report = validateSongwriter(draft);
  const error = (field: Field) => {
    const issue = report[field];
    return issue && (tried || touched.has(field)) ? t(issue.key, issue.params) : undefined;
  };
  const text = (field: Field, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      label={label}
      value={draft[field] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDraft((old) => ({ ...old, [field]: value }));
      }}
      onBlur={() => setTouched((old) => new Set(old).add(field))}
      error={error(field)}
      data-testid={`publishing-songwriter-${field}`}
      {...extra}
    />
  );
  const save = () => {
    setTried(true);
    if (Object.keys(report).length === 0) onSave(draft);
    else reportInvalidFields('publishing-songwriter', Object.keys(report));
  };

  return (
    <Modal opened={profile !== null} onClose={onClose} title={t('pubw_new_songwriter_title')} size="lg" centered data-testid="publishing-songwriter-modal">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {text('firstName', t('pubw_first_name'), { withAsterisk: true, maxLength: L.nameMax })}
          {text('middleName', t('pubw_middle_name'), { maxLength: L.nameMax })}
          {text('lastName', t('pubw_last_name'), { withAsterisk: true, maxLength: L.nameMax })}
        </SimpleGrid>
        {text('email', t('pubw_email'), { withAsterisk: true, type: 'email', maxLength: 254 })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('pubw_pro_label')}
            placeholder={t('pubw_pro_placeholder')}
            withAsterisk
            searchable
            data={societyOptions}
            value={draft.pro || null}
            onChange={(value) => setDraft((old) => ({ ...old, pro: value ?? '' }))}
            onBlur={() => setTouched((old) => new Set(old).add('pro'))}
            error={error('pro')}
            nothingFoundMessage={t('pubw_nothing_found')}
            comboboxProps={{ withinPortal: true }}
            data-testid="publishing-songwriter-pro"
          />
          {text('ipi', t('pubw_ipi_label'), { withAsterisk: true, maxLength: L.ipiMax, inputMode: 'numeric' })}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('action_cancel')}
          </Button>
          <Button onClick={save} data-testid="publishing-songwriter-save">
            {t('pubw_songwriter_save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
