import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmailTopicSwitches } from '../components/email-topic-switches.tsx';

/**
 * /subscription (document 3's subscription page): which e-mails the account receives. Every notice stays in the
 * notice center; these choices decide which also come by e-mail, and the outbox sends only those. Every e-mail's
 * "manage" link lands here.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('subscription_title')}
        </Title>
        <Text c="dimmed">{t('subscription_intro')}</Text>
        <Card withBorder padding="lg" data-testid="subscription-topics">
          <EmailTopicSwitches />
        </Card>
        <Text size="sm" c="dimmed">
          {t('subscription_notices_note')}{' '}
          <Anchor component={Link} to="/notice" size="sm">
            {t('subscription_notices_link')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
