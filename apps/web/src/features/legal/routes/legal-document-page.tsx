import { Alert, Anchor, Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { legalDocuments, type LegalDocumentKind } from '@portal/domain/legal/documents';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMediumDate } from '../../../lib/zoned-time.ts';
import { AcceptLegalButton } from '../components/accept-legal-button.tsx';
import { legalAcceptanceQuery } from '../api.ts';
import { loadLegalText } from '../legal-texts.ts';

const dayOf = (version: string) => Date.parse(`${version}T12:00:00Z`);

/** /legal/terms, /legal/privacy and /legal/cookies: the version in force, its history, and acceptance when it is due. */
export function LegalDocumentPage({ kind }: { kind: LegalDocumentKind }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const text = useQuery({ queryKey: ['legal-text', kind], queryFn: loadLegalText[kind], staleTime: Number.POSITIVE_INFINITY });
  const acceptance = useQuery({ ...legalAcceptanceQuery, enabled: Boolean(user) });
  const document = legalDocuments[kind];
  const [current, ...earlier] = document.versions;
  const pending = acceptance.data?.pending.includes(kind) ?? false;

  if (text.error) return <FormError error={text.error} m="xl" />;
  if (!text.data) return <PageLoader />;
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="md">
        <Anchor component={Link} to="/legal" size="sm">
          {t('legal_back')}
        </Anchor>
        <Title order={1} size="h2">
          {t(`legal_title_${kind}`)}
        </Title>
        <Text c="dimmed" size="sm" data-testid="legal-version">
          {t('legal_version_in_force', { date: formatMediumDate(dayOf(current!.version), i18n.language, 'UTC') })}
        </Text>
        {i18n.language !== 'en' && (
          <Alert variant="light" color="gray" data-testid="legal-english-note">
            {t('legal_english_only')}
          </Alert>
        )}
        {pending && (
          <Alert variant="light" color="yellow" data-testid="legal-pending">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('legal_pending_text', { document: t(`legal_title_${kind}`) })}</Text>
              <AcceptLegalButton documents={[kind]} />
            </Stack>
          </Alert>
        )}
        <nav aria-label={t('legal_contents')}>
          <Text fw={700} size="sm" mb={4}>
            {t('legal_contents')}
          </Text>
          <List type="ordered" size="sm" spacing={2}>
            {text.data.sections.map((section, index) => (
              <List.Item key={section.heading}>
                <Anchor href={`#section-${index + 1}`} size="sm">
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
        {/* The text is English whatever the page's language (see the note above). */}
        <article lang="en" dir="ltr" data-testid="legal-text">
          {text.data.sections.map((section, index) => (
            <section key={section.heading} id={`section-${index + 1}`} style={{ scrollMarginTop: 80 }}>
              <Title order={2} size="h4" mt="lg" mb="xs">
                {index + 1}. {section.heading}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} size="sm" mb="xs" style={{ lineHeight: 1.6 }}>
                  {paragraph}
                </Text>
              ))}
            </section>
          ))}
        </article>
        <section data-testid="legal-history">
          <Title order={2} size="h4" mt="lg" mb="xs">
            {t('legal_history')}
          </Title>
          <List size="sm" spacing={4}>
            {[current!, ...earlier].map((version, index) => (
              <List.Item key={version.version}>
                <Text span fw={600} size="sm">
                  {formatMediumDate(dayOf(version.version), i18n.language, 'UTC')}
                  {index === 0 ? ` · ${t('legal_history_current')}` : ''}
                </Text>
                <Text size="sm" c="dimmed" lang="en" dir="ltr">
                  {version.changes}
                </Text>
              </List.Item>
            ))}
          </List>
        </section>
        {kind === 'cookies' && (
          <Button component={Link} to="/cookie-settings" variant="light" style={{ alignSelf: 'flex-start' }}>
            {t('legal_cookie_settings_link')}
          </Button>
        )}
        <FormError error={acceptance.error} />
      </Stack>
    </Container>
  );
}
