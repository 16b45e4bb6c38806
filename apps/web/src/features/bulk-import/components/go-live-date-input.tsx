import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

/** The earliest go-live date the release rules accept: three days from today. */
export const earliestGoLive = (now = new Date()) => new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);

/** The task's go-live date for releases that give none, or one already past (a migration, old ERN deals). */
export function GoLiveDateInput({ value, onChange, testId }: { value: string; onChange: (value: string) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="date"
      label={t('bulk_ui_go_live_label')}
      description={t('bulk_ui_go_live_hint')}
      min={earliestGoLive()}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={480}
      data-testid={testId}
    />
  );
}
