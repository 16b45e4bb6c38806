import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { linkProblem } from '../dump-from-link.ts';

interface Props {
  onLink: (sourceUrl: string) => void;
  disabled?: boolean;
  /** Prefix of the test ids: `${testId}-open`, `-input`, `-submit`. */
  testId: string;
}

/** "Add from a link": a button that opens a field for an https address; a valid one is handed on and the field closes. */
export function LinkUpload({ onLink, disabled, testId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (!open) {
    return (
      <Button variant="subtle" onClick={() => setOpen(true)} disabled={disabled} data-testid={`${testId}-open`}>
        {t('upload_link_add')}
      </Button>
    );
  }
  const close = () => {
    setOpen(false);
    setValue('');
    setProblem(null);
  };
  const submit = () => {
    const found = linkProblem(value);
    setProblem(found);
    if (found) return;
    onLink(value.trim());
    close();
  };
  return (
    // No <form>: the slot may sit inside the release form's own.
    <Stack gap="xs" w="100%">
      <TextInput
        type="url"
        inputMode="url"
        label={t('upload_link_label')}
        description={t('upload_link_hint')}
        placeholder="https://"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setProblem(null);
        }}
        error={problem ? t(problem) : undefined}
        disabled={disabled}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          submit();
        }}
        autoFocus
        data-testid={`${testId}-input`}
      />
      <Group gap="xs">
        <Button size="xs" onClick={submit} disabled={disabled || !value.trim()} data-testid={`${testId}-submit`}>
          {t('upload_link_submit')}
        </Button>
        <Button variant="default" size="xs" onClick={close}>
          {t('action_cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
