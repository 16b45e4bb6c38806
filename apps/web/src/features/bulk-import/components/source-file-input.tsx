import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatSize } from '../labels.ts';
import { acceptOf, checkSourceFile, uploadProblemOf, uploadSource, type SourceSlot, type UploadProblem } from '../upload.ts';

export interface UploadedSource {
  fileId: string;
  name: string;
}

/**
 * One file of a task's source: chosen, checked by its name and size, uploaded in parts with a progress bar; the
 * parent learns the file id once the upload is complete (null while none is ready).
 */
export function SourceFileInput(props: {
  slot: SourceSlot;
  label: string;
  hint?: string;
  maxBytes: number | null;
  value: UploadedSource | null;
  onChange: (value: UploadedSource | null) => void;
  onBusy?: (busy: boolean) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const abort = useRef<AbortController | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    abort.current?.abort();
    props.onChange(null);
    const refused = checkSourceFile(file, props.slot, props.maxBytes, (bytes) => formatSize(bytes, i18n.language));
    setProblem(refused);
    if (refused) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    props.onBusy?.(true);
    try {
      const fileId = await uploadSource(file, setProgress, controller.signal);
      props.onChange({ fileId, name: file.name });
    } catch (error) {
      if (!controller.signal.aborted) setProblem(uploadProblemOf(error, i18n.exists));
    } finally {
      if (abort.current === controller) {
        setProgress(null);
        props.onBusy?.(false);
      }
    }
  };

  const clear = () => {
    abort.current?.abort();
    abort.current = null;
    setProgress(null);
    setProblem(null);
    props.onBusy?.(false);
    props.onChange(null);
  };

  return (
    <Stack gap={6} data-testid={props.testId}>
      <Text fw={500} fz="sm">
        {props.label}
      </Text>
      {props.hint && (
        <Text fz="xs" c="dimmed">
          {props.hint}
        </Text>
      )}
      <Group gap="sm" wrap="nowrap">
        <FileButton onChange={(file) => void choose(file)} accept={acceptOf(props.slot)}>
          {(buttonProps) => (
            <Button variant="light" loading={progress !== null} {...buttonProps} data-testid={`${props.testId}-choose`}>
              {t(props.value ? 'bulk_ui_file_replace' : 'bulk_ui_file_choose')}
            </Button>
          )}
        </FileButton>
        {props.value && (
          <Group gap={4} wrap="nowrap" miw={0}>
            <Text fz="sm" truncate="end" data-testid={`${props.testId}-name`}>
              {props.value.name}
            </Text>
            <ActionIcon variant="subtle" color="gray" onClick={clear} aria-label={t('bulk_ui_file_remove', { name: props.value.name })}>
              ×
            </ActionIcon>
          </Group>
        )}
      </Group>
      {progress !== null && <Progress value={progress} animated aria-label={t('bulk_ui_file_uploading', { percent: progress })} />}
      {problem && (
        <Alert color="red" variant="light" py="xs" data-testid={`${props.testId}-error`}>
          {t(problem.key, problem.vars ?? {})}
        </Alert>
      )}
    </Stack>
  );
}
