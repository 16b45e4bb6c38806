import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@portal/contract/user';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { userQuery } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { changeEmail, changePhone, sendEmailChangeCode, sendPhoneChangeCode } from '../api.ts';

/** A new value, a code sent to it, then the code: the same two steps for the e-mail address and the phone number. */
function ChangeWithCode(props: {
  label: string;
  current: string | null;
  renderInput: (value: string, onChange: (value: string) => void) => React.ReactNode;
  send: (value: string) => Promise<unknown>;
  confirm: (value: string, code: string) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState('');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ color: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage({ color: 'red', key: errorMessageKey(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid={props.testId}>
      <Text fw={600} size="sm">
        {props.label}
      </Text>
      <Text size="sm" c="dimmed">
        {props.current ?? t('settings_contact_none')}
      </Text>
      <Group align="flex-end">
        <div style={{ flex: 1, minWidth: 220 }}>{props.renderInput(value, setValue)}</div>
        <Button
          variant="light"
          loading={busy && !sent}
          disabled={!value.trim()}
          onClick={() =>
            void attempt(async () => {
              await props.send(value);
              setSent(true);
            })
          }
          data-testid={`${props.testId}-send`}
        >
          {t('settings_contact_send_code')}
        </Button>
      </Group>
      {sent && (
        <Group align="flex-end">
          <TextInput label={t('field_verification_code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} inputMode="numeric" maxLength={6} data-testid={`${props.testId}-code`} />
          <Button
            loading={busy}
            disabled={!/^\d{6}$/.test(code)}
            onClick={() =>
              void attempt(async () => {
                await props.confirm(value, code);
                setSent(false);
                setValue('');
                setCode('');
                setMessage({ color: 'teal', key: 'settings_saved' });
                await client.invalidateQueries({ queryKey: userQuery.queryKey });
              })
            }
            data-testid={`${props.testId}-confirm`}
          >
            {t('action_save')}
          </Button>
        </Group>
      )}
      {message && (
        <Text size="sm" c={message.color}>
          {t(message.key)}
        </Text>
      )}
    </Stack>
  );
}

export function ContactSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const [region, setRegion] = useState(user.region);
  return (
    <SettingsSection id="contact" title={t('settings_contact_title')} hint={t('settings_contact_hint')}>
      <Stack gap="lg">
        <ChangeWithCode
          testId="settings-email"
          label={t('field_email')}
          current={user.email}
          renderInput={(value, onChange) => <TextInput label={t('settings_new_email')} type="email" value={value} onChange={(e) => onChange(e.currentTarget.value)} />}
          send={(email) => sendEmailChangeCode({ email })}
          confirm={(email, code) => changeEmail({ email, code })}
        />
        <ChangeWithCode
          testId="settings-phone"
          label={t('field_phone')}
          current={user.phone ?? null}
          renderInput={(value, onChange) => <PhoneInput region={region} phone={value} onRegionChange={setRegion} onPhoneChange={onChange} />}
          send={(phone) => sendPhoneChangeCode({ region, phone })}
          confirm={(phone, code) => changePhone({ region, phone, code })}
        />
      </Stack>
    </SettingsSection>
  );
}
