import { useState, type FormEvent } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordField } from '../../../components/password-field.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { changePassword, settingsKey } from '../api.ts';

/** Changing the password ends every other session (the server rotates this one). */
export function PasswordForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState({ currentPassword: '', password: '' });
  const [problem, setProblem] = useState<{ messageKey: string | null; fields: Record<string, string> }>({ messageKey: null, fields: {} });
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setDone(false);
    setProblem({ messageKey: null, fields: {} });
    try {
      await changePassword(values);
      setValues({ currentPassword: '', password: '' });
      setDone(true);
      await client.invalidateQueries({ queryKey: settingsKey });
    } catch (error) {
      setProblem(describeError(error, ['currentPassword', 'password']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t('settings_password_title')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordField
            label={t('settings_current_password')}
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(e) => setValues({ ...values, currentPassword: e.currentTarget.value })}
            error={problem.fields.currentPassword ? t(problem.fields.currentPassword) : null}
            data-testid="settings-current-password"
          />
          <PasswordField
            label={t('settings_new_password')}
            description={t('pwd_rule_tips')}
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.currentTarget.value })}
            error={problem.fields.password ? t(problem.fields.password) : null}
            data-testid="settings-new-password"
          />
        </SimpleGrid>
        {problem.messageKey && (
          <Text size="sm" c="red">
            {t(problem.messageKey)}
          </Text>
        )}
        {done && (
          <Text size="sm" c="teal" data-testid="settings-password-done">
            {t('settings_password_changed')}
          </Text>
        )}
        <div>
          <Button type="submit" variant="light" loading={busy} disabled={!values.currentPassword || !values.password}>
            {t('settings_password_action')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
