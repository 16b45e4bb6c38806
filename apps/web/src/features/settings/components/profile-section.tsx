import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@portal/contract/user';
import { describeError } from '../../../lib/error-message.ts';
import { storeUser, userQuery } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { saveNickname, uploadPortrait } from '../api.ts';

/** Avatar and display name of the account. */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [nickname, setNickname] = useState(user.nickname);
  const [message, setMessage] = useState<{ color: string; key: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (name: string, action: () => Promise<void>, successKey: string) => {
    setBusy(name);
    setMessage(null);
    try {
      await action();
      setMessage({ color: 'teal', key: successKey });
    } catch (error) {
      const described = describeError(error, ['file', 'nickname']);
      setMessage({ color: 'red', key: described.fields.file ?? described.fields.nickname ?? described.messageKey ?? 'internal_error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsSection id="profile" title={t('settings_profile_title')}>
      <Stack>
        <Group>
          <Avatar src={user.avatarUrl} size={72} radius="xl" alt={user.nickname} data-testid="settings-avatar">
            {user.nickname.slice(0, 1).toUpperCase()}
          </Avatar>
          <FileButton
            accept="image/jpeg,image/png,image/webp"
            onChange={(file) =>
              file &&
              void run(
                'avatar',
                async () => {
                  await uploadPortrait(file);
                  await client.invalidateQueries({ queryKey: userQuery.queryKey });
                },
                'settings_avatar_saved',
              )
            }
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" loading={busy === 'avatar'} disabled={user.team !== null} data-testid="settings-avatar-upload">
                {t('settings_avatar_change')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Group align="flex-end">
          <TextInput label={t('settings_nickname')} value={nickname} onChange={(e) => setNickname(e.currentTarget.value)} style={{ flex: 1, minWidth: 200 }} data-testid="settings-nickname" />
          <Button
            loading={busy === 'nickname'}
            disabled={nickname.trim() === '' || nickname === user.nickname}
            onClick={() =>
              void run(
                'nickname',
                async () => {
                  const { user: saved } = await saveNickname(nickname);
                  storeUser(client, saved);
                },
                'settings_saved',
              )
            }
            data-testid="settings-nickname-save"
          >
            {t('action_save')}
          </Button>
        </Group>
        {message && (
          <Text size="sm" c={message.color} data-testid="settings-profile-message">
            {t(message.key)}
          </Text>
        )}
      </Stack>
    </SettingsSection>
  );
}
