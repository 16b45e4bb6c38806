import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MailIcon } from '../../../../components/icons/mail-icon.tsx';
import { useTranslation } from '../../../../lib/use-translation.ts';

/** The way to a person when the FAQ does not answer: the regional support mailbox the shell's contact-us uses. */
export function FaqContact({ mailbox }: { mailbox: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="faq-contact">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={2} size="h4">
            {t('publishing_faq_contact_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('publishing_faq_contact_body')}
          </Text>
        </Stack>
        <Button component="a" href={`mailto:${mailbox}`} leftSection={<MailIcon />} data-testid="faq-contact-us">
          {t('contact_us')}
        </Button>
      </Group>
    </Card>
  );
}
