import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { linkedAccountsQuery, OAUTH_KEY, TT_OAUTH_CHANNEL, unlinkPlatform } from '../api.ts';
import { BIND_PATH, platformNameKey, type Platform } from '../oauth-helpers.ts';
import { useLinkPopup } from '../use-link-popup.ts';
import { PlatformDetails } from './platform-details.tsx';

/** The short-video link comes back through the bind page; the other platforms end on their own pages. */
const nextFor = (platform: Platform) => (platform === 'tiktok' ? BIND_PATH : undefined);

/**
 * Settings: one row per platform with the linked account and what the platform says about it, Link (opens the
 * provider in a popup and refreshes when the popup closes or the short-video channel speaks) and Unlink.
 */
export function LinkedAccountsSection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, isPending } = useQuery(linkedAccountsQuery);
  const [busy, setBusy] = useState<{ platform: Platform; action: 'link' | 'unlink' } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = useCallback(() => client.invalidateQueries({ queryKey: OAUTH_KEY }), [client]);
  const popup = useLinkPopup(() => void refresh());
  const waiting = popup.waiting;

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(TT_OAUTH_CHANNEL);
    channel.onmessage = () => void refresh();
    return () => channel.close();
  }, [refresh]);

  const link = async (platform: Platform) => {
    setProblem(null);
    setBusy({ platform, action: 'link' });
    try {
      await popup.open(platform, nextFor(platform));
    } catch (error) {
      setProblem(errorMessageKey(error));
    } finally {
      setBusy(null);
    }
  };

  const unlink = async (platform: Platform) => {
    setProblem(null);
    setBusy({ platform, action: 'unlink' });
    try {
      await unlinkPlatform(platform);
    } catch (error) {
      setProblem(errorMessageKey(error));
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const platforms = data?.platforms ?? [];
  return (
    <SettingsSection id="linked-accounts" title={t('linked_accounts_title')} hint={t('linked_accounts_hint')}>
      <Stack gap="sm" data-testid="linked-accounts">
        {isPending && (
          <Text size="sm" c="dimmed">
            {t('loading')}
          </Text>
        )}
        {platforms.map((row, index) => {
          const account = row.username ?? row.displayName ?? row.externalId;
          const rowBusy = busy?.platform === row.platform ? busy.action : null;
          return (
            <div key={row.platform}>
              {index > 0 && <Divider mb="sm" />}
              <Group justify="space-between" wrap="wrap" gap="sm" data-testid={`linked-account-${row.platform}`} data-linked={row.linked}>
                <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Group gap={6}>
                    <Text fw={600} size="sm" data-testid={`linked-account-name-${row.platform}`}>
                      {t(platformNameKey(row.platform))}
                    </Text>
                    {row.linked && (
                      <Badge size="xs" variant="light" color="teal" tt="none">
                        {t('linked_accounts_linked')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" truncate data-testid={`linked-account-status-${row.platform}`}>
                    {row.linked ? (account ?? t('linked_accounts_linked')) : t('linked_accounts_not_linked')}
                  </Text>
                  {row.linked && <PlatformDetails platform={row.platform} />}
                  {!row.linked && !row.available && (
                    <Text size="xs" c="dimmed" data-testid={`linked-account-unavailable-${row.platform}`}>
                      {t('linked_accounts_unavailable')}
                    </Text>
                  )}
                  {waiting === row.platform && (
                    <Text size="xs" c="dimmed" data-testid={`linked-account-waiting-${row.platform}`}>
                      {t('linked_accounts_waiting')}
                    </Text>
                  )}
                </div>
                {row.linked ? (
                  <Button
                    size="xs"
                    variant="default"
                    loading={rowBusy === 'unlink'}
                    disabled={busy !== null && rowBusy === null}
                    onClick={() => void unlink(row.platform)}
                    data-testid={`linked-account-unlink-${row.platform}`}
                  >
                    {t('linked_accounts_unlink')}
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    loading={rowBusy === 'link'}
                    disabled={!row.available || (busy !== null && rowBusy === null)}
                    onClick={() => void link(row.platform)}
                    data-testid={`linked-account-link-${row.platform}`}
                  >
                    {t('linked_accounts_link')}
                  </Button>
                )}
              </Group>
            </div>
          );
        })}
        {problem && (
          <Text size="sm" c="red" role="alert" data-testid="linked-accounts-error">
            {t(problem)}
          </Text>
        )}
      </Stack>
    </SettingsSection>
  );
}
