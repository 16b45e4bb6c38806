import { Radio, Stack } from '@mantine/core';
import { importTargets, type ImportTarget } from '@portal/domain/bulk-import/model';
import { useTranslation } from '../../../lib/use-translation.ts';

/** What the imported releases become: drafts to finish in the form, or releases submitted for review. */
export function TargetChoice({ value, onChange, testId = 'bulk-target' }: { value: ImportTarget; onChange: (value: ImportTarget) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value} onChange={(next) => onChange(next as ImportTarget)} label={t('bulk_ui_target_label')} data-testid={testId}>
      <Stack gap="xs" mt="xs">
        {importTargets.map((target) => (
          <Radio key={target} value={target} label={t(`bulk_ui_target_${target}`)} description={t(`bulk_ui_target_${target}_hint`)} data-testid={`${testId}-${target}`} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
