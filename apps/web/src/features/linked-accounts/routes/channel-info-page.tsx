import { useState } from 'react';
import { Alert, Anchor, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { OAUTH_KEY, youtubeChannelQuery } from '../api.ts';
import { useLinkPopup } from '../use-link-popup.ts';

const channelUrl = (channelId: string) => `https://www.youtube.com/channel/${encodeURIComponent(channelId)}`;

/**
 * The video-sharing channel-info middle page (document 1 section 2, admin only; decision 063): the channel the
 * operator's account has linked, as the platform describes it now, or the way to link one.
 */
export function ChannelInfoPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data, error, isPending, isFetching, refetch } = useQuery(youtubeChannelQuery);
  const popup = useLinkPopup(() => void client.invalidateQueries({ queryKey: OAUTH_KEY }));
  const [linkError, setLinkError] = useState<unknown>(null);

  const link = async () => {
    setLinkError(null);
    try {
      await popup.open('youtube');
    } catch (failure) {
      setLinkError(failure);
    }
  };

  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }} data-testid="channel-info-page">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('channel_info_title')}
          </Title>
          <Text c="dimmed">{t('channel_info_subtitle')}</Text>
        </div>
        <FormError error={error ?? linkError} data-testid="channel-info-error" />
        {isPending ? (
          <Skeleton height={140} radius="md" />
        ) : !data ? null : !data.linked ? (
          <Card withBorder padding="lg" data-testid="channel-info-not-linked">
            <Stack gap="sm">
              <Text>{t('channel_info_not_linked')}</Text>
              {popup.waiting && (
                <Text size="sm" c="dimmed" data-testid="channel-info-waiting">
                  {t('linked_accounts_waiting')}
                </Text>
              )}
              <Group>
                <Button onClick={() => void link()} loading={popup.waiting !== null} data-testid="channel-info-link">
                  {t('channel_info_link')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : !data.channelId ? (
          <Alert color="orange" variant="light" data-testid="channel-info-no-answer">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('channel_info_no_answer')}</Text>
              <Button size="xs" variant="default" onClick={() => void refetch()} loading={isFetching} data-testid="channel-info-retry">
                {t('channel_info_refresh')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Card withBorder padding="lg" data-testid="channel-info-card">
            <Stack gap="md">
              <Title order={2} size="h3" data-testid="channel-info-name">
                {data.title ?? data.channelId}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Fact label={t('channel_info_id')} value={data.channelId} testId="channel-info-id" />
                <Fact label={t('channel_info_subscribers')} value={data.subscriberCount === null ? '—' : formatNumber(data.subscriberCount, i18n.language)} testId="channel-info-subscribers" />
              </SimpleGrid>
              <Group gap="sm">
                <Button component="a" href={channelUrl(data.channelId)} target="_blank" rel="noopener noreferrer" data-testid="channel-info-open">
                  {t('channel_info_open')}
                </Button>
                <Button variant="default" onClick={() => void refetch()} loading={isFetching} data-testid="channel-info-refresh">
                  {t('channel_info_refresh')}
                </Button>
              </Group>
              <Anchor component={Link} to="/settings#linked-accounts" size="sm" data-testid="channel-info-manage">
                {t('channel_info_manage')}
              </Anchor>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
