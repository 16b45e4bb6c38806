import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { isValidEmail } from '@portal/domain/credentials';
import { FormError } from '../../../components/form-error.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { inviteFriend } from '../api.ts';

/** "Invite a friend": the activity center e-mails a friend the sign-up link with the account's invite code. */
export function InviteFriendCard() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({ mutationFn: inviteFriend, onSuccess: () => setEmail('') });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || !isValidEmail(address)) {
      setProblem(address ? 'enter_valid_email_tips' : 'validation_required');
      return;
    }
    setProblem(null);
    send.mutate(address);
  };

  return (
    <Card withBorder padding="lg" radius="md" mb="lg" data-testid="invite-friend">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('activity_invite_friend_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('activity_invite_friend_hint')}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              type="email"
              label={t('field_email')}
              placeholder={t('field_email_placeholder')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={problem ? t(problem) : null}
              maxLength={254}
              style={{ flex: '1 1 240px' }}
              data-testid="invite-friend-email"
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={send.isPending} data-testid="invite-friend-send">
              {t('activity_invite_friend_send')}
            </Button>
          </Group>
          <FormError error={send.error} data-testid="invite-friend-error" />
          {send.data && send.variables && (
            <Alert color="teal" variant="light" data-testid="invite-friend-sent">
              {t('activity_invite_friend_sent', { email: send.variables })}
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
