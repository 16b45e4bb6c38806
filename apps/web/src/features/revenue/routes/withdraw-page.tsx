import { useState } from 'react';
import { Alert, Anchor, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NoPermission } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Withdrawal } from '../api.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import { WithdrawalHistory } from '../components/withdrawal-history.tsx';
import { DirectTransfersCard, RfiCard } from '../components/account-money-cards.tsx';
import { formatMoney } from '../money.ts';

/** Withdraw (route /revenue/withdraw): the balance and history (EWallet View) and the form (EWallet Withdraw). */
export function WithdrawPage() {
  const { t, i18n } = useTranslation();
  const { user, can } = useAbilities();
  const [done, setDone] = useState<Withdrawal | null>(null);
  if (!user) return null;
  const view = can('EWallet', 'View');
  const withdraw = can('EWallet', 'Withdraw');
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap={4} mb="lg">
        <Anchor component={Link} to="/revenue" size="sm" data-testid="rev-back">
          ← {t('rev_title')}
        </Anchor>
        <Title order={1} size="h2">
          {t('rev_withdraw_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('rev_withdraw_subtitle')}
        </Text>
      </Stack>
      {!view && !withdraw ? (
        <NoPermission />
      ) : (
        <Stack gap="lg">
          {done && (
            <Alert color="teal" variant="light" withCloseButton onClose={() => setDone(null)} closeButtonLabel={t('rev_close')} data-testid="rev-withdraw-success">
              {t('rev_withdraw_success', { amount: formatMoney(done.amount, done.currency, i18n.language), destination: done.method === 'local' ? t('rev_method_local') : done.destination })}
            </Alert>
          )}
          {view && withdraw ? (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <BalanceCard withWithdrawLink={false} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <WithdrawForm onDone={setDone} />
              </Grid.Col>
            </Grid>
          ) : view ? (
            <BalanceCard withWithdrawLink={false} />
          ) : (
            <WithdrawForm onDone={setDone} />
          )}
          {view && <RfiCard canAnswer={withdraw} />}
          {view && <WithdrawalHistory />}
          {view && <DirectTransfersCard />}
        </Stack>
      )}
    </Container>
  );
}
