import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { legalDocumentKinds, legalDocuments } from '@portal/domain/legal/documents';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMediumDate } from '../../../lib/zoned-time.ts';
import { legalPath } from '../legal-texts.ts';

/** /legal: the documents, each with the date of its version in force. */
export function LegalIndexPage() {
  const { t, i18n } = useTranslation();
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('legal_index_title')}
        </Title>
        <Text c="dimmed">{t('legal_index_intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {legalDocumentKinds.map((kind) => (
            <Card key={kind} withBorder padding="lg" component={Link} to={legalPath(kind)} data-testid={`legal-card-${kind}`}>
              <Text fw={700}>{t(`legal_title_${kind}`)}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t('legal_version_in_force', { date: formatMediumDate(Date.parse(`${legalDocuments[kind].versions[0]!.version}T12:00:00Z`), i18n.language, 'UTC') })}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
