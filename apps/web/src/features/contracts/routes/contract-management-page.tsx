import { Alert, Badge, Button, Card, Container, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ContractType } from '@portal/domain/contracts';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { contractDownloadPath } from '../api.ts';
import { useAbilities } from '../../../lib/abilities.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { contractInfoQuery, copyrightQuery, upgradeQuery } from '../api.ts';
import { ContractTable } from '../components/contract-table.tsx';
import { contractStatusColor, contractStatusKey, isAwaitingSignature, isSigned } from '../contract-labels.ts';

export function ContractManagementPage() {
  return (
    <PermissionGuard resource="Contract" action="View">
      <ContractManagement />
    </PermissionGuard>
  );
}

function ContractManagement() {
  const { t, i18n } = useTranslation();
  const { can } = useAbilities();
  const info = useQuery(contractInfoQuery);
  const upgrade = useQuery(upgradeQuery);
  const terms = useQuery(copyrightQuery);
  if (!info.data || !upgrade.data || !terms.data) return <PageLoader />;
  const main = info.data.mainContract;
  const percent = (value: number) => new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value / 100);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Title order={1} size="h2" mb="xl">
        {t('contract_management_title')}
      </Title>
      <Grid gap="lg" mb="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg" h="100%" data-testid="contract-main-card">
            <Group justify="space-between" mb="sm">
              <Text fw={700}>{t('contract_type_0')}</Text>
              <Badge color={main ? contractStatusColor(main.signStatus) : 'gray'} variant="light" tt="none" size="lg" data-testid="contract-main-status">
                {main ? t(contractStatusKey(main.signStatus)) : t('contract_status_none')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mb="md">
              {main && isSigned(main.signStatus)
                ? t('contract_main_signed_hint', { date: formatDateTime(main.signedAt ?? main.createdAt), name: main.signer ?? main.legalName })
                : t('contract_main_unsigned_hint')}
            </Text>
            <Group gap="sm">
              {!main && can('Contract', 'Sign') && (
                <Button component={Link} to={`/contract/create/${ContractType.MAIN_AGREEMENT}`} data-testid="contract-create-main">
                  {t('contract_create_and_sign')}
                </Button>
              )}
              {main && isAwaitingSignature(main.signStatus) && can('Contract', 'Sign') && main.signMethod === 'SIMPLE_SIGN' && (
                <Button component={Link} to={`/contract/sign/${main.contractId}`} data-testid="contract-continue-sign">
                  {t('contract_continue_signing')}
                </Button>
              )}
              {main && isSigned(main.signStatus) && can('Contract', 'Download') && (
                <Button variant="light" component="a" href={contractDownloadPath(main.contractId)} data-testid="contract-main-download">
                  {t('contract_download_signed_pdf')}
                </Button>
              )}
              {main && (
                <Button variant="default" component={Link} to={`/contract/sign/${main.contractId}`}>
                  {t('contract_read')}
                </Button>
              )}
            </Group>
            {upgrade.data.upgradeNeeded && upgrade.data.upgradeStatus !== 11 && can('Contract', 'Sign') && (
              <Alert mt="lg" variant="light" color="brand" title={t('contract_upgrade_title')} data-testid="contract-upgrade">
                <Text size="sm" mb="sm">
                  {t('contract_upgrade_body')}
                </Text>
                {upgrade.data.amendedContractId ? (
                  <Button size="xs" component={Link} to={`/contract/sign/${upgrade.data.amendedContractId}`}>
                    {t('contract_continue_signing')}
                  </Button>
                ) : (
                  <Button size="xs" component={Link} to={`/contract/create/${ContractType.MAIN_AGREEMENT_AMENDED}`} data-testid="contract-create-amendment">
                    {t('contract_upgrade_action')}
                  </Button>
                )}
              </Alert>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg" h="100%" data-testid="contract-terms">
            <Text fw={700} mb="sm">
              {t('contract_terms_title')}
            </Text>
            <List size="sm" spacing="xs">
              <List.Item>{t('contract_terms_first_year', { percent: percent(terms.data.storeSharePercentFirstYear) })}</List.Item>
              <List.Item>{t('contract_terms_after', { percent: percent(terms.data.storeSharePercentAfterFirstYear) })}</List.Item>
              <List.Item>{t('contract_terms_in_house', { percent: percent(terms.data.inHouseSharePercent) })}</List.Item>
              <List.Item>{t('contract_terms_term', { months: terms.data.termMonths, days: terms.data.terminationNoticeDays })}</List.Item>
              <List.Item>{t('contract_terms_licence')}</List.Item>
            </List>
          </Card>
        </Grid.Col>
      </Grid>
      <Stack>
        <ContractTable />
      </Stack>
    </Container>
  );
}
