import { useState } from 'react';
import { Alert, Badge, Button, Code, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { QrImage } from '../../../components/qr-image.tsx';
import { disableTwoStep, enableTwoStep, sendTwoStepCode, setUpTwoStepApp, twoStepQuery } from '../api.ts';

type Method = 'totp' | 'email' | 'sms';

/** Two-step verification: choose the app or a code by e-mail/SMS, prove it with one code, or turn it off with one. */
export function TwoStepSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data } = useQuery(twoStepQuery);
  const [method, setMethod] = useState<Method>('totp');
  const [setup, setSetup] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [code, setCode] = useState('');
  const [stage, setStage] = useState<'idle' | 'enabling' | 'disabling'>('idle');
  const [message, setMessage] = useState<{ color: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  const enabled = data.enabled;

  const attempt = async (action: () => Promise<unknown>, successKey?: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      if (successKey) setMessage({ color: 'teal', key: successKey });
      return true;
    } catch (error) {
      setMessage({ color: 'red', key: errorMessageKey(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const begin = () =>
    attempt(async () => {
      setCode('');
      if (method === 'totp') setSetup(await setUpTwoStepApp());
      else await sendTwoStepCode({ channel: method });
      setStage('enabling');
    });

  const finish = async () => {
    const ok = stage === 'enabling' ? await attempt(() => enableTwoStep({ method, code }), 'settings_two_step_on') : await attempt(() => disableTwoStep({ code }), 'settings_two_step_off');
    if (ok) {
      setStage('idle');
      setSetup(null);
      setCode('');
      await client.invalidateQueries({ queryKey: twoStepQuery.queryKey });
    }
  };

  const channels = data.methods.map((m) => m.channel);
  return (
    <Stack gap="sm" data-testid="settings-two-step">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('settings_two_step_title')}
        </Text>
        <Badge color={enabled ? 'teal' : 'gray'} variant="light" tt="none" data-testid="settings-two-step-state">
          {enabled ? t(`settings_two_step_method_${enabled}`) : t('settings_two_step_disabled')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {enabled && data.enabledAt ? t('settings_two_step_since', { date: formatDateTime(data.enabledAt) }) : t('settings_two_step_hint')}
      </Text>

      {!enabled && stage === 'idle' && (
        <>
          <Radio.Group value={method} onChange={(value) => setMethod(value as Method)}>
            <Stack gap={6}>
              <Radio value="totp" label={t('settings_two_step_method_totp')} data-testid="two-step-method-totp" />
              {channels.includes('email') && <Radio value="email" label={t('settings_two_step_method_email')} data-testid="two-step-method-email" />}
              {channels.includes('sms') && <Radio value="sms" label={t('settings_two_step_method_sms')} data-testid="two-step-method-sms" />}
            </Stack>
          </Radio.Group>
          <div>
            <Button variant="light" onClick={() => void begin()} loading={busy} data-testid="two-step-begin">
              {t('settings_two_step_turn_on')}
            </Button>
          </div>
        </>
      )}

      {enabled && stage === 'idle' && (
        <div>
          <Button
            variant="default"
            color="red"
            loading={busy}
            data-testid="two-step-turn-off"
            onClick={() =>
              void attempt(async () => {
                if (enabled !== 'totp') await sendTwoStepCode({ channel: enabled });
                setCode('');
                setStage('disabling');
              })
            }
          >
            {t('settings_two_step_turn_off')}
          </Button>
        </div>
      )}

      {stage !== 'idle' && (
        <Stack gap="sm">
          {setup && stage === 'enabling' && (
            <Group align="flex-start" wrap="wrap">
              <QrImage text={setup.otpauthUri} alt={t('settings_two_step_qr_alt')} size={168} testId="two-step-qr" />
              <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
                <Text size="sm">{t('settings_two_step_scan')}</Text>
                <Text size="xs" c="dimmed">
                  {t('settings_two_step_manual')}
                </Text>
                <Code data-testid="two-step-secret" style={{ overflowWrap: 'anywhere' }}>
                  {setup.secret}
                </Code>
              </Stack>
            </Group>
          )}
          {!setup && (
            <Alert variant="light" color="gray">
              {t(stage === 'disabling' && enabled === 'totp' ? 'two_step_hint_totp' : 'settings_two_step_code_sent')}
            </Alert>
          )}
          <Group align="flex-end">
            <TextInput
              label={t('field_verification_code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              data-testid="two-step-settings-code"
            />
            <Button onClick={() => void finish()} loading={busy} disabled={!/^\d{6}$/.test(code)} data-testid="two-step-confirm">
              {t(stage === 'enabling' ? 'settings_two_step_confirm_on' : 'settings_two_step_confirm_off')}
            </Button>
            <Button variant="subtle" onClick={() => setStage('idle')}>
              {t('action_cancel')}
            </Button>
          </Group>
        </Stack>
      )}
      {message && (
        <Text size="sm" c={message.color} data-testid="two-step-message">
          {t(message.key)}
        </Text>
      )}
    </Stack>
  );
}
