import { Group, Radio, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { MusicIcon } from '../../../components/icons/music-icon.tsx';
import { UserIcon } from '../../../components/icons/user-icon.tsx';
import { RegionSelect } from '../../../components/region-select.tsx';
import { basicQuery } from '../../../lib/queries.ts';
import { readStorage, removeStorage, StorageKey } from '../../../lib/storage.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { ProfileBody } from '../api.ts';

export interface ProfileValues {
  type: 0 | 1;
  organizationType: 1 | 2;
  nickname: string;
  region: string;
  inviteCode: string;
  managerInviteCode: string;
}

export const PROFILE_FIELDS = ['type', 'organizationType', 'nickname', 'region', 'inviteCode', 'managerInviteCode'] as const;

export function initialProfile(region: string | null): ProfileValues {
  return {
    type: 0,
    organizationType: 2,
    nickname: '',
    region: region && /^[A-Z]{2}$/.test(region) ? region : 'BR',
    inviteCode: readStorage(StorageKey.inviteCode, 'session') ?? '',
    managerInviteCode: readStorage(StorageKey.managerInviteCode, 'session') ?? '',
  };
}

export function checkProfile(values: ProfileValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = values.nickname.trim();
  if (!name) problems.nickname = 'validation_required';
  else if (name.length > 100) problems.nickname = 'validation_too_long';
  if (!values.region) problems.region = 'validation_required';
  if (values.inviteCode.length > 32) problems.inviteCode = 'validation_too_long';
  return problems;
}

export function profileBody(values: ProfileValues): ProfileBody {
  return {
    type: values.type,
    ...(values.type === 1 ? { organizationType: values.organizationType } : {}),
    nickname: values.nickname.trim(),
    region: values.region,
    language: currentLanguage(),
    ...(values.inviteCode.trim() ? { inviteCode: values.inviteCode.trim() } : {}),
    ...(values.managerInviteCode.trim() ? { managerInviteCode: values.managerInviteCode.trim() } : {}),
  };
}

/** The invite codes did their job once the profile exists. */
export function forgetInviteCodes(): void {
  removeStorage(StorageKey.inviteCode, 'session');
  removeStorage(StorageKey.managerInviteCode, 'session');
}

function TypeCard({ value, title, description, icon }: { value: string; title: string; description: string; icon: React.ReactNode }) {
  return (
    <Radio.Card value={value} radius="md" p="md" data-testid={`profile-type-${value === '0' ? 'artist' : 'label'}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <div>
          <Group gap={6} wrap="nowrap">
            <ThemeIcon size={22} radius="xl" variant="light">
              {icon}
            </ThemeIcon>
            <Text fw={600} size="sm">
              {title}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {description}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}

export function ProfileFields({ values, onChange, error }: { values: ProfileValues; onChange: (values: ProfileValues) => void; error: (field: string) => string | null }) {
  const { t } = useTranslation();
  const { data: basic } = useQuery(basicQuery);
  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => onChange({ ...values, [key]: value });
  const isLabel = values.type === 1;

  return (
    <Stack gap="md">
      <Radio.Group label={t('field_account_type')} value={String(values.type)} onChange={(v) => set('type', v === '1' ? 1 : 0)} error={error('type')}>
        <SimpleGrid cols={2} spacing="sm" mt={6}>
          <TypeCard value="0" title={t('user_type_artist')} description={t('user_type_artist_hint')} icon={<MusicIcon size={13} />} />
          <TypeCard value="1" title={t('user_type_label')} description={t('user_type_label_hint')} icon={<UserIcon size={13} />} />
        </SimpleGrid>
      </Radio.Group>
      {isLabel && (
        <Radio.Group label={t('field_organization_type')} value={String(values.organizationType)} onChange={(v) => set('organizationType', v === '1' ? 1 : 2)} error={error('organizationType')}>
          <Group mt={6} gap="lg">
            <Radio value="2" label={t('organization_type_label')} data-testid="org-type-label" />
            <Radio value="1" label={t('organization_type_management')} data-testid="org-type-management" />
          </Group>
        </Radio.Group>
      )}
      <TextInput
        label={isLabel ? t('field_label_name') : t('field_artist_name')}
        description={isLabel ? t('field_label_name_hint') : t('field_artist_name_hint')}
        placeholder={isLabel ? t('field_label_name_placeholder') : t('field_artist_name_placeholder')}
        value={values.nickname}
        onChange={(e) => set('nickname', e.currentTarget.value)}
        maxLength={100}
        error={error('nickname')}
        required
        data-testid="nickname-input"
      />
      <RegionSelect
        label={t('field_region')}
        description={t('field_region_hint')}
        regions={basic?.regions ?? [{ code: values.region }]}
        value={values.region}
        onChange={(code) => set('region', code)}
        error={error('region')}
        required
        data-testid="region-select"
      />
      <TextInput
        label={t('field_invite_code')}
        placeholder={t('field_optional')}
        value={values.inviteCode}
        onChange={(e) => set('inviteCode', e.currentTarget.value)}
        maxLength={32}
        error={error('inviteCode')}
        data-testid="invite-code-input"
      />
      {values.managerInviteCode && (
        <TextInput
          label={t('field_manager_invite_code')}
          value={values.managerInviteCode}
          onChange={(e) => set('managerInviteCode', e.currentTarget.value)}
          maxLength={32}
          error={error('managerInviteCode')}
          data-testid="manager-invite-code-input"
        />
      )}
    </Stack>
  );
}
