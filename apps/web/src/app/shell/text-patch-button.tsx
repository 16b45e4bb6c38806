import { useState } from 'react';
import { Alert, Button, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { TEXT_PATCH_LIMITS } from '@portal/domain/support';
import type { uiLanguages } from '@portal/domain/languages';
import { FormError } from '../../components/form-error.tsx';
import { useSession } from '../../lib/use-session.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { reportTextPatch } from './shell-api.ts';

/**
 * Document 1 section 2's text-patch report button, only in a test mode (decision 065): a tester names a wrong or
 * missing text of the page they are on and suggests a better one; the page and the language go with it, and the
 * report reaches the operators' feedback inbox.
 */
export function TextPatchButton() {
  const { t } = useTranslation();
  const { basic } = useSession();
  const [open, setOpen] = useState(false);
  if (!basic?.testMode) return null;
  return (
    <>
      <Button className="sp-text-patch" radius="xl" size="sm" variant="default" onClick={() => setOpen(true)} data-testid="text-patch-button">
        {t('text_patch_button')}
      </Button>
      {open && <TextPatchModal onClose={() => setOpen(false)} />}
    </>
  );
}

function TextPatchModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`.slice(0, TEXT_PATCH_LIMITS.pageMax);
  const language = i18n.language as (typeof uiLanguages)[number];
  const [text, setText] = useState('');
  const [suggestion, setSuggestion] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const send = useMutation({ mutationFn: () => reportTextPatch({ text: text.trim(), suggestion: suggestion.trim(), page, language, ...(!user && email.trim() && { email: email.trim() }) }) });
  const submit = () => {
    setTried(true);
    if (text.trim()) send.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t('text_patch_title')} size="lg" data-testid="text-patch-modal">
      {send.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" data-testid="text-patch-sent">
            {t('text_patch_sent')}
          </Alert>
          <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
            {t('text_patch_close')}
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed" data-testid="text-patch-where">
              {t('text_patch_where', { page, language })}
            </Text>
            <Textarea
              label={t('text_patch_text')}
              description={t('text_patch_text_hint')}
              autosize
              minRows={2}
              maxLength={TEXT_PATCH_LIMITS.textMax}
              withAsterisk
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={tried && !text.trim() ? t('text_patch_text_required') : undefined}
              data-testid="text-patch-text"
            />
            <Textarea
              label={t('text_patch_suggestion')}
              autosize
              minRows={2}
              maxLength={TEXT_PATCH_LIMITS.suggestionMax}
              value={suggestion}
              onChange={(event) => setSuggestion(event.currentTarget.value)}
              data-testid="text-patch-suggestion"
            />
            {!user && <TextInput type="email" label={t('text_patch_email')} value={email} onChange={(event) => setEmail(event.currentTarget.value)} data-testid="text-patch-email" />}
            {send.isError && <FormError error={send.error} />}
            <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-end' }} data-testid="text-patch-submit">
              {t('text_patch_submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
