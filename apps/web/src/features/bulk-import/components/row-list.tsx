import { Anchor, Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { BatchRow } from '../api.ts';
import { findingText, placeText, ROW_STATUS_COLORS, rowStatusKey } from '../labels.ts';
import { releasePath } from '../paths.ts';

/** One release of the task: where it is in the source, what it is, its state, and each finding in the form's words. */
function RowCard({ row }: { row: BatchRow }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="sm" radius="md" data-testid="bulk-row" data-row-id={row.rowId} data-status={row.status}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="bulk-row-title">
              {row.title || t('bulk_ui_row_untitled')}
            </Text>
            <Text fz="xs" c="dimmed">
              {[t(row.kind === 'SINGLE' ? 'rf_kind_single' : 'rf_kind_album'), t('bulk_ui_count_tracks', { number: row.trackCount }), row.upc ? `UPC ${row.upc}` : null, placeText(t, row.place)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Badge color={ROW_STATUS_COLORS[row.status]} variant="light" style={{ textTransform: 'none', flexShrink: 0 }} data-testid="bulk-row-status">
            {t(rowStatusKey(row.status))}
          </Badge>
        </Group>
        {row.findings.length > 0 && (
          <List size="sm" spacing={2} c="red.8" data-testid="bulk-row-findings">
            {row.findings.map((finding, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                {findingText(t, i18n.exists, finding)}
              </List.Item>
            ))}
          </List>
        )}
        {row.albumId !== null && (
          <Anchor component={Link} to={releasePath(row.albumId)} fz="sm" data-testid="bulk-row-release">
            {t('bulk_ui_row_open_release')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

export function RowList({ rows }: { rows: BatchRow[] }) {
  return (
    <Stack gap="sm" data-testid="bulk-rows">
      {rows.map((row) => (
        <RowCard key={row.rowId} row={row} />
      ))}
    </Stack>
  );
}
