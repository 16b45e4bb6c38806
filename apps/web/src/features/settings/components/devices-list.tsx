import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { endOtherSessions, endSession, sessionsQuery } from '../api.ts';

/** A readable name for a browser from its user agent ("Chrome on Windows"); the raw string is the fallback. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return '—';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return browser && system ? `${browser} · ${system}` : userAgent.slice(0, 60);
}

export function DevicesList() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data } = useQuery(sessionsQuery);
  const [problem, setProblem] = useState<string | null>(null);
  const act = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessageKey(error));
    }
    await client.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  };
  const sessions = data?.sessions ?? [];
  return (
    <Stack gap="sm" data-testid="settings-devices">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {t('settings_devices_title')}
        </Text>
        {sessions.length > 1 && (
          <Button size="xs" variant="subtle" color="red" onClick={() => void act(() => endOtherSessions())} data-testid="devices-end-others">
            {t('settings_devices_end_others')}
          </Button>
        )}
      </Group>
      {sessions.map((session) => (
        // On a narrow screen the sign-out button goes under the device rather than being squeezed out of its row.
        <Group key={session.id} justify="space-between" gap="xs" data-testid="device-row">
          <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500} truncate dir="auto" style={{ minWidth: 0 }}>
                {deviceName(session.userAgent)}
              </Text>
              {session.current && (
                <Badge size="xs" variant="light" tt="none" style={{ flexShrink: 0 }}>
                  {t('settings_devices_this')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" data-testid="device-signed-in">
              {/* The address and the time stay whole and left to right inside a right-to-left line. */}
              {session.ip && (
                <>
                  <bdi dir="ltr">{session.ip}</bdi>
                  {' · '}
                </>
              )}
              {t('settings_devices_signed_in', { date: formatDateTime(session.createdAt) })}
            </Text>
          </div>
          {!session.current && (
            <Button size="xs" variant="default" style={{ flexShrink: 0 }} onClick={() => void act(() => endSession(session.id))} data-testid="device-end">
              {t('settings_devices_end')}
            </Button>
          )}
        </Group>
      ))}
      {problem && (
        <Text size="sm" c="red">
          {t(problem)}
        </Text>
      )}
    </Stack>
  );
}
