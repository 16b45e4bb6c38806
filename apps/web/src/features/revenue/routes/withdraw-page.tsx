import { useState } from 'react';
import { Alert, Container, Grid, Stack } from '@mantine/core';
import { NoPermission } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Withdrawal } from '../api.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import { WithdrawalHistory } from '../components/withdrawal-history.tsx';
import { DirectTransfersCard, RfiCard } from '../components/account-money-cards.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { SubpageHeader } from '../components/subpage-header.tsx';

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
      <SubpageHeader title={t('rev_withdraw_title')} subtitle={t('rev_withdraw_subtitle')} />
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
