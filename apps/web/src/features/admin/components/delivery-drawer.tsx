import { Anchor, Badge, Center, Code, Drawer, Group, Loader, SimpleGrid, Stack, Text, Title, useDirection } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { DeliveryTimeline } from '../../../components/delivery-timeline.tsx';
import { deliveryMessageKindKey, deliveryTime } from '../../../lib/delivery-labels.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { batchDownloadUrl, deliveryDetailQuery, type DeliveryDetail } from '../deliveries-api.ts';
import { DeliveryStateBadge, RetryButton, useNextText } from './deliveries-list.tsx';
import { MarkLiveButton } from './mark-live-button.tsx';
import { FormError } from '../../../components/form-error.tsx';

type Target = { releaseId: number; platformId: number };

/** One delivery opened from the list: its facts, why it failed in full, its timeline and the batches it sent. */
export function DeliveryDrawer({ target, onClose }: { target: Target | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { dir } = useDirection();
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position={isMobile ? 'bottom' : dir === 'rtl' ? 'left' : 'right'}
      size={isMobile ? '100%' : 'xl'}
      title={t('admin_delivery_detail_title')}
      data-testid="delivery-drawer"
    >
      {target && <DeliveryDetailBody target={target} />}
    </Drawer>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function DeliveryDetailBody({ target }: { target: Target }) {
  const { t, i18n } = useTranslation();
  const { data, error, isPending } = useQuery(deliveryDetailQuery(target.releaseId, target.platformId));
  const next = useNextText();
  if (error) {
    return <FormError error={error} />;
  }
  if (isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const { delivery, events, messages } = data;
  return (
    <Stack gap="lg" data-testid="delivery-detail" data-state={delivery.state}>
      <Stack gap={4}>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }} data-testid="delivery-detail-title">
          {`${delivery.title} — ${delivery.platformName}`}
        </Title>
        <Group gap="xs" justify="space-between">
          <Group gap={6}>
            <DeliveryStateBadge state={delivery.state} size="md" />
            {delivery.held && delivery.state !== 'held' && (
              <Badge variant="outline" color="yellow" tt="none">
                {t('release_delivery_held')}
              </Badge>
            )}
          </Group>
          <RetryButton delivery={delivery} size="sm" />
        </Group>
        <MarkLiveButton delivery={delivery} />
      </Stack>

      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Fact label={t('release_detail_upc')}>{delivery.upc ?? '—'}</Fact>
        <Fact label={t('admin_deliveries_col_account')}>{`${delivery.accountName} (#${delivery.accountId})`}</Fact>
        <Fact label={t('admin_deliveries_col_attempts')}>{formatNumber(delivery.attempts, i18n.language)}</Fact>
        <Fact label={t('admin_deliveries_col_next')}>{next(delivery)}</Fact>
        <Fact label={t('admin_deliveries_col_updated')}>{deliveryTime(delivery.updatedAt)}</Fact>
        <Fact label={t('admin_delivery_store_release_id')}>{delivery.storeReleaseId ?? '—'}</Fact>
      </SimpleGrid>

      {(delivery.reason || delivery.detail) && (
        <Stack gap={6} data-testid="delivery-detail-reason">
          {delivery.reason && (
            <Text size="sm" c={delivery.state === 'failed' ? 'red.7' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {delivery.reason}
            </Text>
          )}
          {delivery.detail && (
            <>
              <Text size="xs" c="dimmed" fw={600}>
                {t('admin_delivery_technical_detail')}
              </Text>
              <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflow: 'auto' }} data-testid="delivery-detail-technical">
                {delivery.detail}
              </Code>
            </>
          )}
        </Stack>
      )}

      <Stack gap="xs">
        <Text fw={600}>{t('delivery_timeline_title')}</Text>
        <DeliveryTimeline
          steps={events}
          testId="delivery-drawer-timeline"
          extra={(step) => {
            const messageId = (step as DeliveryDetail['events'][number]).messageId;
            return messageId ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{messageId}</bdi>
              </Text>
            ) : null;
          }}
        />
      </Stack>

      <Stack gap="xs" data-testid="delivery-messages">
        <Text fw={600}>{t('admin_delivery_messages_title')}</Text>
        {messages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin_delivery_no_messages')}
          </Text>
        ) : (
          messages.map((message) => {
            const kind = deliveryMessageKindKey(message.kind);
            return (
              <Group key={message.messageId} justify="space-between" wrap="wrap" gap="xs" py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid="delivery-message">
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={500}>
                    {[kind ? t(kind) : message.kind, deliveryTime(message.createdAt)].join(' · ')}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{message.messageId}</bdi>
                  </Text>
                </Stack>
                <Anchor href={batchDownloadUrl(message.messageId)} download size="sm" data-testid={`delivery-batch-${message.messageId}`}>
                  {t('admin_delivery_download_batch')}
                </Anchor>
              </Group>
            );
          })
        )}
      </Stack>
    </Stack>
  );
}
