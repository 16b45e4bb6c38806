import { useId, useState } from 'react';
import { Badge, Box, Collapse, Group, Stack, Text, UnstyledButton, useDirection } from '@mantine/core';
import { deliveryReasonKey, type DeliveryGroup } from '@portal/domain/release/delivery';
import { platformById } from '@portal/domain/catalog/platforms';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { DeliveryTimeline } from '../../../components/delivery-timeline.tsx';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon.tsx';
import { StoreLogo } from '../../../components/store-logo.tsx';
import { deliveryGroupKey, deliveryTime } from '../../../lib/delivery-labels.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { deliveryStateColor, deliveryStateKey } from '../release-labels.ts';
import { startsOpen, storeGroups, type StoreGroup, type StoreRow } from '../release-facts.ts';

const groupColors: Record<DeliveryGroup, string> = { failed: 'red', waiting: 'yellow', delivered: 'teal', taken_down: 'gray' };

/** A chevron pointing down when open, and towards the reading direction's end when closed. */
function Chevron({ open }: { open: boolean }) {
  const { dir } = useDirection();
  const turn = open ? 0 : dir === 'rtl' ? 90 : -90;
  return <ChevronDownIcon size={16} style={{ flex: 'none', transform: `rotate(${turn}deg)`, transition: 'transform 120ms ease' }} />;
}

/**
 * Each store of the release with where the release stands there (document 1; issue 23): grouped so what needs
 * attention comes first — the failed stores with why and what happens next, then those waiting, those the release
 * reached (folded when there are many) and those it was taken down from. A store opens on its timeline.
 */
export function StoreDeliveries({ rows }: { rows: StoreRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('release_detail_no_stores')}
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="release-stores">
      {storeGroups(rows).map((entry) => (
        <StoreGroupSection key={entry.group} entry={entry} />
      ))}
    </Stack>
  );
}

function StoreGroupSection({ entry }: { entry: StoreGroup }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(() => startsOpen(entry));
  const bodyId = useId();
  const color = groupColors[entry.group];
  return (
    <Box
      data-testid={`delivery-group-${entry.group}`}
      data-open={open}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      <UnstyledButton
        w="100%"
        px="sm"
        py={8}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={bodyId}
        style={{ background: `var(--mantine-color-${color}-light)` }}
        data-testid={`delivery-group-toggle-${entry.group}`}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <Chevron open={open} />
            <Text size="sm" fw={600} truncate>
              {t(deliveryGroupKey(entry.group))}
            </Text>
          </Group>
          <Badge variant="filled" color={color} autoContrast style={{ flex: 'none' }} data-testid={`delivery-group-count-${entry.group}`}>
            {formatNumber(entry.rows.length, i18n.language)}
          </Badge>
        </Group>
      </UnstyledButton>
      {/* Kept in the page while folded (display: none), so a store's row and its state can always be found. */}
      <Collapse expanded={open} keepMounted keepMountedMode="display-none" id={bodyId}>
        <Stack gap={0} px="sm">
          {entry.rows.map((row, index) => (
            <StoreDeliveryRow key={row.platformId} row={row} first={index === 0} />
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}

function StoreDeliveryRow({ row, first }: { row: StoreRow; first: boolean }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const timelineId = useId();
  const expandable = row.events.length > 0;
  const notSent = row.state === 'not_sent';
  const dates = [
    row.deliveredAt && t('release_delivery_delivered_at', { date: deliveryTime(row.deliveredAt) }),
    row.acknowledgedAt && t('release_delivery_acknowledged_at', { date: deliveryTime(row.acknowledgedAt) }),
    row.liveAt && t('release_delivery_live_at', { date: deliveryTime(row.liveAt) }),
    row.takenDownAt && t('release_delivery_taken_down_at', { date: deliveryTime(row.takenDownAt) }),
  ].filter(Boolean);
  // Why and what next, for a failed store only: an earlier failure's reason would mislead once the store has it.
  const failed = row.state === 'failed';
  const reason = !failed ? null : (row.reason ?? (row.reasonCode ? t(deliveryReasonKey(row.reasonCode)) : null));
  const next = !failed ? null : row.next?.kind === 'retry' ? t('delivery_next_retry', { date: deliveryTime(row.next.at) }) : row.next?.kind === 'operator' ? t('delivery_next_operator') : null;

  const badge = (
    <Badge variant="light" tt="none" color={notSent ? 'gray' : deliveryStateColor(row.state)} maw="100%" style={{ flex: 'none' }} data-testid="release-store-state">
      {t(notSent ? 'release_delivery_not_sent' : deliveryStateKey(row.state))}
    </Badge>
  );
  // On a phone the state goes under the store's name, so the name and the dates keep the row's width.
  const header = (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={10}>
      <Group gap={10} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <StoreLogo name={row.name} logo={platformById(row.platformId)?.logo ?? { kind: 'monogram' }} size={24} />
        <Stack gap={2} align="flex-start" style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500} truncate maw="100%">
            {row.name}
          </Text>
          {isMobile && badge}
          {dates.length > 0 && (
            <Text size="xs" c="dimmed">
              {dates.join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap={6} wrap="nowrap" style={{ flex: 'none', maxWidth: '55%' }}>
        {!isMobile && badge}
        {expandable && <Chevron open={open} />}
      </Group>
    </Group>
  );

  return (
    <Box
      style={{ borderTop: first ? undefined : '1px solid var(--mantine-color-default-border)' }}
      data-testid={`release-store-${row.platformId}`}
      data-state={row.state}
      data-open={expandable ? open : undefined}
    >
      {expandable ? (
        <UnstyledButton w="100%" onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls={timelineId} data-testid={`release-store-toggle-${row.platformId}`}>
          {header}
        </UnstyledButton>
      ) : (
        header
      )}
      {(reason || next) && (
        <Stack gap={2} ps={34} pb={10} mt={-4} data-testid={`release-store-failure-${row.platformId}`}>
          {reason && (
            <Text size="sm" c="red.7" style={{ overflowWrap: 'anywhere' }} data-testid="release-store-reason">
              {reason}
            </Text>
          )}
          {next && (
            <Text size="xs" c="dimmed" data-testid="release-store-next">
              {next}
            </Text>
          )}
        </Stack>
      )}
      {expandable && open && (
        <Box id={timelineId} ps={34} pb="sm">
          <DeliveryTimeline steps={row.events} testId={`delivery-timeline-${row.platformId}`} />
        </Box>
      )}
    </Box>
  );
}
