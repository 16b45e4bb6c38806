import { useState } from 'react';
import { Anchor, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { BatchMethod, ImportTarget } from '@portal/domain/bulk-import/model';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { afterTaskChange, createTask, type CreateTask } from '../api.ts';
import { templateUrl } from '../batch-routes.ts';
import { methodHintKey, methodKey } from '../labels.ts';
import { parseIdentifiers } from '../migration-input.ts';
import { taskPath, UPLOAD_LIMITS_PATH } from '../paths.ts';
import { SourceFileInput, type UploadedSource } from './source-file-input.tsx';
import { GoLiveDateInput } from './go-live-date-input.tsx';
import { TargetChoice } from './target-choice.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** The template first: most labels start there. */
const METHODS: readonly BatchMethod[] = ['EXCEL', 'DDEX', 'QUICK_MIGRATION'];

/** The request for the chosen method, or null while something it needs is missing. */
function requestOf(method: BatchMethod, files: { main: UploadedSource | null; archive: UploadedSource | null }, identifiers: string[]): Omit<CreateTask, 'target' | 'name'> | null {
  const archiveFileId = files.archive?.fileId;
  if (method === 'QUICK_MIGRATION') {
    if (!files.main && identifiers.length === 0) return null;
    return { method, fileId: files.main?.fileId, archiveFileId, identifiers: identifiers.length ? identifiers : undefined };
  }
  if (!files.main) return null;
  return { method, fileId: files.main.fileId, archiveFileId: method === 'EXCEL' ? archiveFileId : undefined };
}

/** Starts a task: the method, its source files (uploaded as they are chosen), what the releases become. */
export function NewTaskCard({ sourceBytesMax }: { sourceBytesMax: number | null }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [method, setMethod] = useState<BatchMethod>('EXCEL');
  const [main, setMain] = useState<UploadedSource | null>(null);
  const [archive, setArchive] = useState<UploadedSource | null>(null);
  const [pasted, setPasted] = useState('');
  const [name, setName] = useState('');
  const [target, setTarget] = useState<ImportTarget>('DRAFT');
  const [releaseDate, setReleaseDate] = useState('');
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const parsed = parseIdentifiers(method === 'QUICK_MIGRATION' ? pasted : '');
  const request = parsed.invalid.length || parsed.tooMany ? null : requestOf(method, { main, archive }, parsed.identifiers);
  const onBusy = (value: boolean) => setUploading((count) => Math.max(0, count + (value ? 1 : -1)));

  const pick = (value: string) => {
    setMethod(value as BatchMethod);
    setMain(null);
    setArchive(null);
    setFailure(null);
  };

  const submit = async () => {
    if (!request) return;
    setBusy(true);
    setFailure(null);
    try {
      const task = await createTask({ ...request, target, name: name.trim() || undefined, releaseDate: releaseDate || undefined });
      await afterTaskChange(client);
      void navigate(taskPath(task.taskId));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="bulk-new-task">
      <Stack gap="lg">
        <Title order={2} size="h4">
          {t('bulk_ui_new_task')}
        </Title>

        <Radio.Group value={method} onChange={pick} label={t('bulk_ui_method_label')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
            {METHODS.map((value) => (
              <Radio.Card key={value} value={value} radius="md" p="md" data-testid={`bulk-method-${value}`}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <Stack gap={4}>
                    <Text fw={600}>{t(methodKey(value))}</Text>
                    <Text fz="sm" c="dimmed">
                      {t(methodHintKey(value))}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        {method === 'EXCEL' && (
          <Stack gap="md">
            <Group gap="sm" align="center">
              <Button component="a" href={templateUrl(i18n.language)} download variant="default" data-testid="bulk-template">
                {t('bulk_ui_template_download')}
              </Button>
              <Text fz="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
                {t('bulk_ui_template_hint')}
              </Text>
            </Group>
            <SourceFileInput
              slot="workbook"
              label={t('bulk_ui_workbook_label')}
              hint={t('bulk_ui_workbook_hint')}
              maxBytes={sourceBytesMax}
              value={main}
              onChange={setMain}
              onBusy={onBusy}
              testId="bulk-source-main"
            />
            <SourceFileInput
              slot="archive"
              label={t('bulk_ui_archive_label')}
              hint={t('bulk_ui_archive_hint')}
              maxBytes={sourceBytesMax}
              value={archive}
              onChange={setArchive}
              onBusy={onBusy}
              testId="bulk-source-archive"
            />
          </Stack>
        )}

        {method === 'DDEX' && (
          <SourceFileInput
            slot="ddex"
            label={t('bulk_ui_ddex_label')}
            hint={t('bulk_ui_ddex_hint')}
            maxBytes={sourceBytesMax}
            value={main}
            onChange={setMain}
            onBusy={onBusy}
            testId="bulk-source-main"
          />
        )}

        {method === 'QUICK_MIGRATION' && (
          <Stack gap="md">
            <Textarea
              label={t('bulk_ui_identifiers_label')}
              description={t('bulk_ui_identifiers_hint')}
              autosize
              minRows={3}
              maxRows={10}
              value={pasted}
              onChange={(event) => setPasted(event.currentTarget.value)}
              error={parsed.invalid.length ? t('bulk_ui_identifiers_invalid', { values: parsed.invalid.slice(0, 5).join(', ') }) : parsed.tooMany ? t('bulk_ui_identifiers_too_many') : undefined}
              data-testid="bulk-identifiers"
            />
            {parsed.identifiers.length > 0 && (
              <Text fz="sm" c="dimmed" data-testid="bulk-identifiers-count">
                {t('bulk_ui_identifiers_count', { number: parsed.identifiers.length })}
              </Text>
            )}
            <SourceFileInput
              slot="catalogue"
              label={t('bulk_ui_catalogue_label')}
              hint={t('bulk_ui_catalogue_hint')}
              maxBytes={sourceBytesMax}
              value={main}
              onChange={setMain}
              onBusy={onBusy}
              testId="bulk-source-main"
            />
            <SourceFileInput
              slot="archive"
              label={t('bulk_ui_archive_label')}
              hint={t('bulk_ui_migration_archive_hint')}
              maxBytes={sourceBytesMax}
              value={archive}
              onChange={setArchive}
              onBusy={onBusy}
              testId="bulk-source-archive"
            />
          </Stack>
        )}

        <TextInput
          label={t('bulk_ui_task_name')}
          description={t('bulk_ui_task_name_hint')}
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maw={480}
          data-testid="bulk-task-name"
        />
        <TargetChoice value={target} onChange={setTarget} />
        <GoLiveDateInput value={releaseDate} onChange={setReleaseDate} testId="bulk-go-live" />

        <FormError error={failure} data-testid="bulk-create-error" />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={UPLOAD_LIMITS_PATH} fz="sm" data-testid="bulk-limits-link">
            {t('bulk_ui_limits_link')}
          </Anchor>
          <Button onClick={() => void submit()} disabled={!request || uploading > 0} loading={busy} data-testid="bulk-create">
            {t('bulk_ui_create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
