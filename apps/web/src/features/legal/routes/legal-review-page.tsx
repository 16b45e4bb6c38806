import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { legalDocuments } from '@portal/domain/legal/documents';
import { Link, Navigate } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AcceptLegalButton } from '../components/accept-legal-button.tsx';
import { legalAcceptanceQuery } from '../api.ts';
import { legalPath } from '../legal-texts.ts';

/** /legal/review, where the header's "we updated our terms" banner leads: what changed, and one button to accept. */
export function LegalReviewPage() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const acceptance = useQuery({ ...legalAcceptanceQuery, enabled: Boolean(user) });
  if (!user && !loading) return <Navigate to="/login?next=%2Flegal%2Freview" replace />;
  if (!acceptance.data) return acceptance.error ? <FormError error={acceptance.error} m="xl" /> : <PageLoader />;
  const pending = acceptance.data.pending;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('legal_review_title')}
        </Title>
        {pending.length === 0 ? (
          <Text data-testid="legal-review-done">{t('legal_review_done')}</Text>
        ) : (
          <>
            <Text c="dimmed">{t('legal_review_intro')}</Text>
            {pending.map((kind) => (
              <Card key={kind} withBorder padding="md" data-testid={`legal-review-${kind}`}>
                <Anchor component={Link} to={legalPath(kind)} fw={700}>
                  {t(`legal_title_${kind}`)}
                </Anchor>
                <Text size="sm" c="dimmed" mt={4} lang="en" dir="ltr">
                  {legalDocuments[kind].versions[0]!.changes}
                </Text>
              </Card>
            ))}
            <AcceptLegalButton documents={pending} />
          </>
        )}
      </Stack>
    </Container>
  );
}
