import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { applyMasterToDraft, type MasteringSource, type ProcessOutput } from '../api.ts';
import { Figures } from './analysis-view.tsx';
import { FormError } from '../../../../components/form-error.tsx';

/** Step 4: before and after, side by side with their figures; download, or put the master into the draft. */
export function ResultView({ taskId, output, source }: { taskId: number; output: ProcessOutput; source: MasteringSource }) {
  const { t } = useTranslation();
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const apply = async () => {
    if (!source.draft) return;
    setApplying(true);
    setError(null);
    try {
      await applyMasterToDraft(taskId, source.draft);
      setApplied(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setApplying(false);
    }
  };

  return (
    <Stack gap="md" data-testid="mastering-result">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Text fw={600}>{t('mastering_before')}</Text>
            <audio controls preload="none" src={output.source.url} style={{ width: '100%' }} data-testid="mastering-player-before" />
            <Figures analysis={output.before} compact />
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Text fw={600}>{t('mastering_after')}</Text>
            <audio controls preload="none" src={output.url} style={{ width: '100%' }} data-testid="mastering-player-after" />
            <Figures analysis={output.after} testId="mastering-after" compact />
          </Stack>
        </Paper>
      </SimpleGrid>
      <Text fz="sm" c="dimmed">
        {t('mastering_settings_summary', { gain: output.settings.gainDb.toFixed(1), ratio: output.settings.compressionRatio, ceiling: output.settings.limiterCeilingDbtp.toFixed(1) })}
      </Text>
      <Group>
        <Anchor href={output.url} download={output.fileName} data-testid="mastering-download">
          {t('mastering_download', { name: output.fileName })}
        </Anchor>
        {source.draft && (
          <Button onClick={apply} loading={applying} disabled={applied} data-testid="mastering-apply">
            {t('mastering_apply_to_draft')}
          </Button>
        )}
      </Group>
      {applied && (
        <Alert color="teal" data-testid="mastering-applied">
          {t('mastering_applied')}
        </Alert>
      )}
      <FormError error={error} />
    </Stack>
  );
}
