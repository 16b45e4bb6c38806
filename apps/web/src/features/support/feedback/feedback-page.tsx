import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, CloseButton, Container, FileButton, Group, Paper, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { FEEDBACK_LIMITS, type FeedbackCategory } from '@portal/domain/support';
import { formatBytes } from '@portal/domain/release/file-checks';
import { isApiError } from '../../../lib/api-client.ts';
import { describeError, errorMessageKey } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { feedbackFormQuery, sendFeedback, uploadAttachment } from '../api.ts';
import { validateFeedback, type FeedbackDraft } from './feedback-rules.ts';
import { FormError } from '../../../components/form-error.tsx';
import { feedbackCategoryOptions } from '../options.ts';

interface Attachment {
  key: string;
  name: string;
  id: string | null;
  error: { key: string; vars?: Record<string, string | number> } | null;
}

const FIELDS = ['category', 'email', 'subject', 'message', 'attachmentIds'] as const;

/** The feedback page (contact-us): visitors and users write to support, with screenshots if they like. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const conversationId = params.get('conversation') ?? undefined;
  const { user } = useSession();
  const form = useQuery(feedbackFormQuery(Boolean(user)));
  const [draft, setDraft] = useState<FeedbackDraft>({ category: null, email: '', subject: '', message: '' });
  const [touchedEmail, setTouchedEmail] = useState(false);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [shownErrors, setShownErrors] = useState<Record<string, string>>({});
  const email = touchedEmail ? draft.email : draft.email || form.data?.email || '';
  const limits = form.data?.limits ?? FEEDBACK_LIMITS;

  const send = useMutation({
    mutationFn: () =>
      sendFeedback({
        category: draft.category as FeedbackCategory,
        email: email.trim(),
        subject: draft.subject.trim(),
        message: draft.message.trim(),
        attachmentIds: attachments.flatMap((a) => (a.id ? [a.id] : [])),
        ...(conversationId && { conversationId }),
      }),
    onError: (error) => setShownErrors(describeError(error, FIELDS).fields),
  });

  const addFiles = (files: File[]) => {
    const room = limits.attachmentsMax - attachments.length;
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      setAttachments((list) => [...list, { key, name: file.name, id: null, error: null }]);
      uploadAttachment(file)
        .then((done) => setAttachments((list) => list.map((a) => (a.key === key ? { ...a, id: done.attachmentId } : a))))
        .catch((error: unknown) => {
          const detail = isApiError(error) ? error.details[0] : undefined;
          const failure = detail ? { key: detail.messageKey, vars: detail.vars } : { key: errorMessageKey(error) };
          setAttachments((list) => list.map((a) => (a.key === key ? { ...a, error: failure } : a)));
        });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateFeedback({ ...draft, email });
    setShownErrors(problems);
    if (Object.keys(problems).length === 0 && !attachments.some((a) => !a.id && !a.error)) send.mutate();
  };

  const fieldError = (field: string) => (shownErrors[field] ? t(shownErrors[field]!, { min: FEEDBACK_LIMITS.messageMin }) : undefined);

  if (send.isSuccess) {
    return (
      <Container size="sm" py={{ base: 'lg', sm: 48 }}>
        <Paper withBorder p="xl" radius="md" data-testid="feedback-sent">
          <Stack gap="sm">
            <Title order={1} size="h2">
              {t('feedback_sent_title')}
            </Title>
            <Text>{t('feedback_sent_body', { email: email.trim() })}</Text>
            <Group>
              <Button component={Link} to="/knowledge" variant="light">
                {t('feedback_help_link')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    );
  }

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('feedback_title')}
          </Title>
          <Text c="dimmed">{t('feedback_subtitle')}</Text>
        </Stack>
        {conversationId ? (
          <Alert variant="light" color="blue" data-testid="feedback-from-assistant">
            {t('feedback_from_assistant')}
          </Alert>
        ) : (
          <Text size="sm">
            {t('feedback_help_hint')}{' '}
            <Anchor component={Link} to="/knowledge">
              {t('feedback_help_link')}
            </Anchor>
          </Text>
        )}
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="form" onSubmit={submit} noValidate>
          <Stack gap="md">
            <Select
              label={t('feedback_category')}
              data={feedbackCategoryOptions(t, form.data?.categories)}
              value={draft.category}
              onChange={(category) => setDraft({ ...draft, category: category as FeedbackCategory | null })}
              error={fieldError('category')}
              allowDeselect={false}
              required
              data-testid="feedback-category"
            />
            <TextInput
              label={t('feedback_email')}
              type="email"
              value={email}
              onChange={(event) => {
                setTouchedEmail(true);
                setDraft({ ...draft, email: event.currentTarget.value });
              }}
              error={fieldError('email')}
              required
              maxLength={254}
              data-testid="feedback-email"
            />
            <TextInput
              label={t('feedback_subject')}
              value={draft.subject}
              onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
              error={fieldError('subject')}
              required
              maxLength={limits.subjectMax}
              data-testid="feedback-subject"
            />
            <Textarea
              label={t('feedback_message')}
              description={t('feedback_message_hint')}
              value={draft.message}
              onChange={(event) => setDraft({ ...draft, message: event.currentTarget.value })}
              error={fieldError('message')}
              required
              autosize
              minRows={5}
              maxLength={limits.messageMax}
              data-testid="feedback-message"
            />
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t('feedback_attachments')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('feedback_attachments_hint', { max: limits.attachmentsMax, size: formatBytes(limits.attachmentBytesMax) })}
              </Text>
              {attachments.map((attachment) => (
                <Group key={attachment.key} gap="xs" justify="space-between" wrap="nowrap" data-testid="feedback-attachment">
                  <Text size="sm" truncate>
                    {attachment.name}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="xs" c={attachment.error ? 'red' : attachment.id ? 'teal' : 'dimmed'}>
                      {attachment.error ? t(attachment.error.key, attachment.error.vars) : attachment.id ? '✓' : t('feedback_uploading')}
                    </Text>
                    <CloseButton size="sm" aria-label={t('feedback_remove_attachment')} onClick={() => setAttachments((list) => list.filter((a) => a.key !== attachment.key))} />
                  </Group>
                </Group>
              ))}
              {fieldError('attachmentIds') && (
                <Text size="xs" c="red">
                  {fieldError('attachmentIds')}
                </Text>
              )}
              {attachments.length < limits.attachmentsMax && (
                <FileButton onChange={addFiles} accept={limits.attachmentTypes.join(',')} multiple>
                  {(props) => (
                    <Button {...props} variant="default" size="xs" w="fit-content" data-testid="feedback-attach">
                      {t('feedback_attach')}
                    </Button>
                  )}
                </FileButton>
              )}
            </Stack>
            {send.isError && !Object.keys(describeError(send.error, FIELDS).fields).length && <FormError error={send.error} />}
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} disabled={attachments.some((a) => !a.id && !a.error)} data-testid="feedback-send">
                {t('feedback_send')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
