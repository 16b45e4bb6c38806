import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportTarget } from '@portal/domain/bulk-import/model';
import { useNavigate } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { afterTaskChange, deleteTask, forgetTask, importTask, isRunning, reverifyTask, type BatchTask } from '../api.ts';
import { reportUrl } from '../batch-routes.ts';
import { BULK_IMPORT_PATH } from '../paths.ts';
import type { SourceSlot } from '../upload.ts';
import { SourceFileInput, type UploadedSource } from './source-file-input.tsx';
import { GoLiveDateInput } from './go-live-date-input.tsx';
import { TargetChoice } from './target-choice.tsx';
import { FormError } from '../../../components/form-error.tsx';

const correctedSlot: Record<BatchTask['method'], SourceSlot> = { EXCEL: 'workbook', DDEX: 'ddex', QUICK_MIGRATION: 'catalogue' };

/** Runs one call for the task, refreshes what it changed, and keeps its failure to show. */
function useTaskCall() {
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (name: string, call: () => Promise<unknown>, { refresh = true } = {}): Promise<boolean> => {
    setBusy(name);
    setFailure(null);
    try {
      await call();
      if (refresh) await afterTaskChange(client);
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, failure, run, client };
}

/** Import what passed, download the report, send a corrected file, or delete the task: whatever its state allows. */
export function TaskActions({ task, sourceBytesMax }: { task: BatchTask; sourceBytesMax: number | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { busy, failure, run, client } = useTaskCall();
  const [target, setTarget] = useState<ImportTarget>(task.target);
  const [corrected, setCorrected] = useState<UploadedSource | null>(null);
  const [archive, setArchive] = useState<UploadedSource | null>(null);
  const [releaseDate, setReleaseDate] = useState(task.releaseDate ?? '');
  const [uploading, setUploading] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const onBusy = (value: boolean) => setUploading((count) => Math.max(0, count + (value ? 1 : -1)));

  const running = isRunning(task.status);
  if (task.status === 'DELETED') return null;
  const verified = !running && task.status !== 'INIT';
  const canImport = verified && task.counts.passed > 0;
  const canFix = verified && (task.counts.rejected > 0 || task.fileIssues.length > 0 || task.counts.failed > 0);
  // The server refuses once any release came from the task: its import has started.
  const canDelete = !running && task.counts.imported === 0 && task.status !== 'IMPORT_SUCCESS' && task.status !== 'IMPORT_FAIL';

  const dateChanged = releaseDate !== (task.releaseDate ?? '');
  const reverify = async () => {
    if (!corrected && !dateChanged) return;
    const change = { ...(corrected ? { fileId: corrected.fileId, archiveFileId: archive?.fileId } : {}), ...(dateChanged ? { releaseDate: releaseDate || null } : {}) };
    if (await run('reverify', () => reverifyTask(task.taskId, change))) {
      setCorrected(null);
      setArchive(null);
    }
  };
  const remove = async () => {
    const deleted = await run('delete', () => deleteTask(task.taskId), { refresh: false });
    setConfirmDelete(false);
    if (!deleted) return;
    void navigate(BULK_IMPORT_PATH);
    await forgetTask(client, task.taskId);
  };

  return (
    <Stack gap="md">
      {canImport && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="bulk-import-section">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('bulk_ui_import_title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t(task.counts.rejected > 0 ? 'bulk_ui_import_hint_partial' : 'bulk_ui_import_hint', {
                number: formatNumber(task.counts.passed, i18n.language),
                rejected: formatNumber(task.counts.rejected, i18n.language),
              })}
            </Text>
            <TargetChoice value={target} onChange={setTarget} testId="bulk-import-target" />
            <Group>
              <Button onClick={() => void run('import', () => importTask(task.taskId, undefined, target))} loading={busy === 'import'} disabled={busy !== null} data-testid="bulk-import">
                {t('bulk_ui_import_button', { number: formatNumber(task.counts.passed, i18n.language) })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {canFix && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="bulk-fix-section">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('bulk_ui_fix_title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t(task.method === 'EXCEL' ? 'bulk_ui_fix_hint_excel' : 'bulk_ui_fix_hint')}
            </Text>
            <Group>
              <Button component="a" href={reportUrl(task.taskId, i18n.language)} download variant="default" data-testid="bulk-report">
                {t('bulk_ui_report_download')}
              </Button>
            </Group>
            <SourceFileInput
              slot={correctedSlot[task.method]}
              label={t('bulk_ui_corrected_label')}
              maxBytes={sourceBytesMax}
              value={corrected}
              onChange={setCorrected}
              onBusy={onBusy}
              testId="bulk-corrected"
            />
            {task.method === 'EXCEL' && (
              <SourceFileInput
                slot="archive"
                label={t('bulk_ui_archive_label')}
                hint={t('bulk_ui_archive_hint')}
                maxBytes={sourceBytesMax}
                value={archive}
                onChange={setArchive}
                onBusy={onBusy}
                testId="bulk-corrected-archive"
              />
            )}
            <GoLiveDateInput value={releaseDate} onChange={setReleaseDate} testId="bulk-corrected-go-live" />
            <Group>
              <Button
                variant="light"
                onClick={() => void reverify()}
                disabled={(!corrected && !dateChanged) || uploading > 0 || busy !== null}
                loading={busy === 'reverify'}
                data-testid="bulk-reverify"
              >
                {t('bulk_ui_reverify_button')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      <FormError error={failure} data-testid="bulk-action-error" />

      {(canDelete || (verified && !canFix)) && (
        <Group justify="space-between">
          {verified && !canFix ? (
            <Button component="a" href={reportUrl(task.taskId, i18n.language)} download variant="subtle" data-testid="bulk-report">
              {t('bulk_ui_report_download')}
            </Button>
          ) : (
            <span />
          )}
          {canDelete && (
            <Button color="red" variant="subtle" onClick={() => setConfirmDelete(true)} data-testid="bulk-delete">
              {t('bulk_ui_delete')}
            </Button>
          )}
        </Group>
      )}
      <Modal opened={confirmDelete} onClose={() => busy === null && setConfirmDelete(false)} title={t('bulk_ui_delete_title')} centered>
        <Stack>
          <Text fz="sm">{t('bulk_ui_delete_confirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)} disabled={busy !== null}>
              {t('action_cancel')}
            </Button>
            <Button color="red" loading={busy === 'delete'} onClick={() => void remove()} data-testid="bulk-delete-confirm">
              {t('bulk_ui_delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
