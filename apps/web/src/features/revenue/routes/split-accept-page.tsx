import { useRef } from 'react';
import { Alert, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, longMonthLabel } from '../../../lib/money.ts';
import { acceptWithCode, invitationQuery, refreshSplits, SPLIT_CURRENCY } from '../split-api.ts';
import { FormError } from '../../../components/form-error.tsx';

/** What the server accepts as a split code (the contract's bounds). */
const looksLikeCode = (code: string) => code.length >= 10 && code.length <= 200;

/** The key to show for a refused code: a malformed code reads as an invalid one. */
function failureKey(error: unknown, known: (key: string) => boolean): string {
  if (isApiError(error) && error.details.some((detail) => detail.field === 'body.code' || detail.field === 'query.code')) return 'split_code_invalid';
  return errorMessageKey(error, known);
}

/**
 * Accepting a royalty split with the code from the invitation e-mail (route /split/accept?code=…, signed in: the loader
 * sends a visitor through login and back here with the code). What was held for the collaborator moves into their balance.
 */
export function SplitAcceptPage() {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const client = useQueryClient();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const sending = useRef(false);
  const accept = useMutation({
    mutationFn: () => acceptWithCode(code),
    onSuccess: () => refreshSplits(client),
    onSettled: () => {
      sending.current = false;
    },
  });
  const valid = looksLikeCode(code);
  const invitation = useQuery({ ...invitationQuery(code), enabled: valid });
  const offer = invitation.data;

  return (
    <Container size="sm" py={{ base: 'lg', sm: 56 }}>
      <Card withBorder padding="lg" radius="md" data-testid="split-accept">
        {accept.data ? (
          <Stack gap="sm" data-testid="split-accepted">
            <Title order={1} size="h3">
              {t('split_ui_accepted_title')}
            </Title>
            <Text data-testid="split-accepted-song">{t('split_ui_accepted_body', { song: accept.data.songTitle, share: accept.data.share })}</Text>
            <Text fw={600} data-testid="split-accepted-released">
              {t('split_ui_accepted_released', { amount: formatMoney(accept.data.released, SPLIT_CURRENCY, i18n.language) })}
            </Text>
            <Group gap="sm" mt="xs">
              <Button component={Link} to="/revenue" data-testid="split-accepted-revenue">
                {t('split_ui_go_revenue')}
              </Button>
              <Button component={Link} to="/revenue/splits?tab=shared" variant="default" data-testid="split-accepted-shared">
                {t('split_ui_tab_shared')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Title order={1} size="h3">
              {t('split_ui_accept_title')}
            </Title>
            <Text size="sm">{t('split_ui_accept_intro')}</Text>
            {offer && (
              <Card withBorder padding="sm" radius="sm" data-testid="split-offer">
                <Stack gap={4}>
                  {(
                    [
                      ['split_ui_offer_song', offer.songTitle, 'song'],
                      ['split_ui_offer_owner', offer.ownerName, 'owner'],
                      ['split_ui_offer_share', `${offer.share} %`, 'share'],
                      ['split_ui_offer_from', longMonthLabel(offer.effectiveFrom, i18n.language), 'from'],
                      ['split_ui_offer_held', formatMoney(offer.held, offer.currency, i18n.language), 'held'],
                    ] as const
                  ).map(([label, value, id]) => (
                    <Group key={id} justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" c="dimmed">
                        {t(label)}
                      </Text>
                      <Text size="sm" fw={600} ta="end" data-testid={`split-offer-${id}`}>
                        {value}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Card>
            )}
            <List size="sm" spacing={4}>
              <List.Item>{t('split_ui_accept_point_share')}</List.Item>
              <List.Item>{t('split_ui_accept_point_held')}</List.Item>
              <List.Item>{t('split_ui_accept_point_account')}</List.Item>
            </List>
            {!valid || invitation.error ? (
              <Alert color="red" variant="light" data-testid="split-accept-error">
                {t('split_code_invalid')}
              </Alert>
            ) : (
              accept.error && <FormError messageKey={failureKey(accept.error, known)} data-testid="split-accept-error" />
            )}
            <Group gap="sm" mt="xs">
              <Button
                loading={accept.isPending}
                disabled={!valid || Boolean(invitation.error)}
                onClick={() => {
                  if (sending.current) return;
                  sending.current = true;
                  accept.mutate();
                }}
                data-testid="split-accept-code"
              >
                {t('split_ui_accept')}
              </Button>
              <Button component={Link} to="/revenue/splits?tab=shared" variant="default" data-testid="split-accept-later">
                {t('split_ui_accept_later')}
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </Container>
  );
}
