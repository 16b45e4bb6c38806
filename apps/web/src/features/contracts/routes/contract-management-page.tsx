import { Alert, Button, Card, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ContractType } from '@portal/domain/contracts';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { contractInfoQuery, copyrightQuery, upgradeQuery } from '../api.ts';
import { AgreementCard } from '../components/agreement-card.tsx';
import { ContractTable } from '../components/contract-table.tsx';

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
  const percent = (value: number) => new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value / 100);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Title order={1} size="h2" mb="xl">
        {t('contract_management_title')}
      </Title>
      <Grid gap="lg" mb="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AgreementCard kind="main" type={ContractType.MAIN_AGREEMENT} contract={info.data.mainContract} unsignedHintKey="contract_main_unsigned_hint">
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
          </AgreementCard>
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
        <Grid.Col span={12}>
          <AgreementCard kind="account" type={ContractType.COMMON_ACCOUNT_AGREEMENT} contract={info.data.accountContract} unsignedHintKey="contract_account_unsigned_hint" />
        </Grid.Col>
      </Grid>
      <Stack>
        <ContractTable />
      </Stack>
    </Container>
  );
}
