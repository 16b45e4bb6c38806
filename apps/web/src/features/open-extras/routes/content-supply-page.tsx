import { useState } from 'react';
import { Badge, Button, Card, Container, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { loginPathFor } from '../../../lib/public-paths.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { acceptContentSupplyOffer, answerContentSupplyOffer, readContentSupplyOffer, stopContentSupplyEmails } from '../api.ts';
import { FormError } from '../../../components/form-error.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { AccountOffers } from '../components/account-offers.tsx';

/**
 * /content-supply?token=…: an offer to supply tracks to our production-music library (decision 032). The artist
 * answers, accepts it for their account (signing in first), or stops these e-mails. Without a token: the signed-in
 * account's offers.
 */
export function ContentSupplyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return token ? <OfferPage token={token} /> : <MyOffersPage />;
}

function MyOffersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { isOwner } = useAbilities();
  if (session.loading) return <PageLoader />;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 56 }}>
      <Stack>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {t('content_supply_kicker')}
        </Text>
        {!session.user ? (
          <Button component={Link} to={loginPathFor('/content-supply')} style={{ alignSelf: 'flex-start' }} data-testid="content-supply-sign-in">
            {t('content_supply_sign_in_mine')}
          </Button>
        ) : isOwner ? (
          <AccountOffers />
        ) : (
          <Text c="dimmed" data-testid="content-supply-owner-only">
            {t('content_supply_owner_only')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}

function OfferPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { isOwner } = useAbilities();
  const client = useQueryClient();
  const key = ['content-supply', token];
  const lead = useQuery({ queryKey: key, queryFn: () => readContentSupplyOffer(token), retry: false });
  const [message, setMessage] = useState('');
  const done = (answer: { lead: unknown }) => client.setQueryData(key, answer);
  const feedback = useMutation({ mutationFn: (interested: boolean) => answerContentSupplyOffer(token, interested, message.trim()), onSuccess: done });
  const bind = useMutation({ mutationFn: () => acceptContentSupplyOffer(token), onSuccess: done });
  const stop = useMutation({ mutationFn: () => stopContentSupplyEmails(token), onSuccess: done });
  const failure = feedback.error ?? bind.error ?? stop.error;
  if (lead.isPending) return <PageLoader />;
  if (lead.error) {
    return (
      <Container size="xs" py={{ base: 'lg', sm: 56 }}>
        <FormError messageKey={errorMessageKey(lead.error, (k) => i18n.exists(k))} />
      </Container>
    );
  }
  const offer = lead.data.lead;
  const open = offer.status === 'INVITED' || offer.status === 'INTERESTED' || offer.status === 'DECLINED';
  return (
    <Container size="sm" py={{ base: 'lg', sm: 56 }}>
      <Card withBorder padding="xl">
        <Stack>
          <Group justify="space-between">
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {t('content_supply_kicker')}
            </Text>
            <Badge variant="light" data-testid="content-supply-status">
              {t(`content_supply_status_${offer.status}`)}
            </Badge>
          </Group>
          <Title order={1} size="h3">
            {offer.offerTitle}
          </Title>
          <Text>{t('content_supply_offer', { name: offer.artistName, share: offer.revenueSharePercent })}</Text>
          {open && (
            <>
              <Textarea label={t('content_supply_message')} value={message} onChange={(event) => setMessage(event.currentTarget.value)} maxLength={1000} autosize minRows={2} />
              <Group>
                <Button onClick={() => feedback.mutate(true)} loading={feedback.isPending} variant="light">
                  {t('content_supply_interested')}
                </Button>
                <Button onClick={() => feedback.mutate(false)} loading={feedback.isPending} variant="subtle" color="gray">
                  {t('content_supply_not_interested')}
                </Button>
                {session.user ? (
                  <Button onClick={() => bind.mutate()} loading={bind.isPending}>
                    {t('content_supply_accept')}
                  </Button>
                ) : (
                  <Button component={Link} to={loginPathFor(`/content-supply?token=${encodeURIComponent(token)}`)}>
                    {t('content_supply_sign_in')}
                  </Button>
                )}
              </Group>
            </>
          )}
          {failure && <FormError messageKey={errorMessageKey(failure, (k) => i18n.exists(k))} />}
          {offer.status !== 'UNSUBSCRIBED' && (
            <Button variant="subtle" color="gray" size="xs" onClick={() => stop.mutate()} loading={stop.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('content_supply_stop')}
            </Button>
          )}
        </Stack>
      </Card>
      {session.user && isOwner && (
        <Stack mt="xl">
          <AccountOffers except={offer.leadId} />
        </Stack>
      )}
    </Container>
  );
}
