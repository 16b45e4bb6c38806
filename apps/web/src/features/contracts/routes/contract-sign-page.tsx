import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Container, Grid, Group, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { describeError } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { contractDownloadPath, contractQuery, signContract } from '../api.ts';
import { contractStatusColor, contractStatusKey, isAwaitingSignature, isSigned } from '../contract-labels.ts';
import { FormError } from '../../../components/form-error.tsx';

/** How close to the end of the text counts as having read it (the terms modal of document 2 uses 100 px). */
const READ_MARGIN_PX = 100;

export function ContractSignPage() {
  return (
    <PermissionGuard resource="Contract" action="View">
      <ContractSign />
    </PermissionGuard>
  );
}

function ContractSign() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { can } = useAbilities();
  const contractId = Number(useParams().id);
  const { data, error } = useQuery(contractQuery(contractId));
  const [signatureName, setSignatureName] = useState('');
  const [consent, setConsent] = useState(false);
  const [readToEnd, setReadToEnd] = useState(false);
  const [problem, setProblem] = useState<{ messageKey: string | null; fields: Record<string, string> }>({ messageKey: null, fields: {} });
  const [busy, setBusy] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const checkRead = () => {
    const element = viewport.current;
    if (element && element.scrollHeight - element.clientHeight - element.scrollTop <= READ_MARGIN_PX) setReadToEnd(true);
  };
  // A text short enough to fit counts as read.
  useEffect(checkRead, [data]);

  if (error) {
    return (
      <Container size="sm" py={40}>
        <FormError error={error} data-testid="contract-sign-error" />
      </Container>
    );
  }
  if (!data) return <PageLoader />;
  const { contract, document } = data;
  const signable = isAwaitingSignature(contract.signStatus) && contract.signMethod === 'SIMPLE_SIGN' && can('Contract', 'Sign');

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem({ messageKey: null, fields: {} });
    try {
      await signContract(contractId, signatureName);
      // The user's sign status, banners and every contract view change with a signature.
      await client.invalidateQueries({ queryKey: SESSION_KEY });
    } catch (failure) {
      setProblem(describeError(failure, ['signatureName']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Group justify="space-between" mb="lg" gap="sm">
        <div>
          <Title order={1} size="h2">
            {document.title}
          </Title>
          <Text c="dimmed" size="sm" ff="monospace">
            {contract.contractNumber}
          </Text>
        </div>
        <Badge color={contractStatusColor(contract.signStatus)} variant="light" tt="none" size="lg" data-testid="contract-status">
          {t(contractStatusKey(contract.signStatus))}
        </Badge>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding={0}>
            <ScrollArea h="62vh" type="auto" viewportRef={viewport} onScrollPositionChange={checkRead} data-testid="contract-scroll">
              <Stack gap="md" p="lg" lang={document.language} data-testid="contract-text">
                {document.sections.length === 0 && <Text c="dimmed">{t('contract_offline_no_text')}</Text>}
                {document.sections.map((section, index) => (
                  <div key={index}>
                    {section.heading && (
                      <Text fw={700} mb={6}>
                        {section.heading}
                      </Text>
                    )}
                    {section.paragraphs.map((paragraph, i) => (
                      <Text key={i} size="sm" mb={6} style={{ whiteSpace: 'pre-line' }}>
                        {paragraph}
                      </Text>
                    ))}
                  </div>
                ))}
              </Stack>
            </ScrollArea>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg" pos="sticky" top={80}>
            {isSigned(contract.signStatus) ? (
              <Stack data-testid="contract-signed">
                <Text fw={700}>{t('contract_signed_title')}</Text>
                <Text size="sm" c="dimmed">
                  {t('contract_main_signed_hint', { date: formatDateTime(contract.signedAt ?? contract.createdAt), name: contract.signer ?? contract.legalName })}
                </Text>
                {contract.documentSha256 && (
                  <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    SHA-256 {contract.documentSha256}
                  </Text>
                )}
                {can('Contract', 'Download') && (
                  <Button component="a" href={contractDownloadPath(contract.contractId)} data-testid="contract-download-signed">
                    {t('contract_download_signed_pdf')}
                  </Button>
                )}
                <Button variant="default" component={Link} to="/contract/management">
                  {t('contract_management_title')}
                </Button>
              </Stack>
            ) : signable ? (
              <form onSubmit={sign} noValidate>
                <Stack>
                  <Text fw={700}>{t('contract_sign_title')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('contract_sign_intro', { name: contract.legalName })}
                  </Text>
                  {!readToEnd && (
                    <Alert variant="light" color="gray" data-testid="contract-read-hint">
                      {t('contract_read_to_end')}
                    </Alert>
                  )}
                  <TextInput
                    label={t('contract_type_your_name')}
                    value={signatureName}
                    onChange={(e) => setSignatureName(e.currentTarget.value)}
                    error={problem.fields.signatureName && t(problem.fields.signatureName)}
                    styles={{ input: { fontFamily: 'cursive', fontSize: 18 } }}
                    autoComplete="off"
                    data-testid="contract-signature-name"
                  />
                  <Checkbox
                    label={t('contract_consent', { name: contract.legalName })}
                    checked={consent}
                    disabled={!readToEnd}
                    onChange={(e) => setConsent(e.currentTarget.checked)}
                    data-testid="contract-consent"
                  />
                  <FormError messageKey={problem.messageKey} />
                  <Button type="submit" loading={busy} disabled={!consent || !readToEnd || signatureName.trim() === ''} data-testid="contract-sign-submit">
                    {t('contract_sign_action')}
                  </Button>
                </Stack>
              </form>
            ) : (
              <Stack>
                <Text size="sm" c="dimmed">
                  {contract.signStatus === 4 ? t('contract_discarded') : t('contract_cannot_sign_here')}
                </Text>
                <Button variant="default" component={Link} to="/contract/management">
                  {t('contract_management_title')}
                </Button>
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
