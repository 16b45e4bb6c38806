import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons.tsx';

export function FormAlert({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" data-testid="form-error">
      {t(messageKey)}
    </Alert>
  );
}
