import { useEffect, useRef, useState } from 'react';
import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { confirmNewsletter } from '../api.ts';

/** /subscribe/confirm?token=…: the newsletter's double opt-in link (decision 032). */
export function SubscribeConfirmPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ email: string } | { error: string } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmNewsletter(token)
      .then((answer) => setState({ email: answer.email }))
      .catch((error) => setState({ error: errorMessageKey(error, (key) => i18n.exists(key)) }));
  }, [token, i18n]);
  if (!state) return <PageLoader />;
  return (
    <Container size="xs" py={{ base: 'lg', sm: 56 }}>
      <Card withBorder padding="xl">
        <Stack>
          <Title order={1} size="h3">
            {t('newsletter_confirm_title')}
          </Title>
          <Text data-testid="newsletter-confirm-message" c={'error' in state ? 'red' : undefined}>
            {'error' in state ? t(state.error) : t('newsletter_confirmed', { email: state.email })}
          </Text>
          <Anchor component={Link} to="/subscription" size="sm">
            {t('unsubscribe_manage')}
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
}
