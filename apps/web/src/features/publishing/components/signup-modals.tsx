import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { AlertIcon } from '../../../components/icons/alert-icon.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { SummaryRow } from '../signup-summary.ts';
import { FeeBlock } from './fee-block.tsx';
import { CountryFlag } from '../../../components/country-flag.tsx';

/** The region-specific review before the confirmation: where the writer signs up, and the territory note. */
export function RegionReviewModal(props: { opened: boolean; region: string; countryName: string; territory: boolean; onBack: () => void; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onBack} title={t('pubw_region_review_title')} centered data-testid="publishing-region-review">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <CountryFlag code={props.region} size={32} />
          <Text fw={600} data-testid="publishing-region-name">
            {props.countryName}
          </Text>
        </Group>
        <Text size="sm">{t('pubw_region_review_body', { country: props.countryName })}</Text>
        {props.territory && (
          <Alert color="blue" variant="light" data-testid="publishing-territory-note">
            {t('pubw_region_review_territory', { country: props.countryName })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onBack}>
            {t('pubw_edit')}
          </Button>
          <Button onClick={props.onContinue} data-testid="publishing-region-continue">
            {t('pubw_continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The submission confirmation: fee block, warning, the summary grid, Edit and Confirm (document 2 section 2). */
export function ConfirmSignUpModal(props: { opened: boolean; region: string; rows: SummaryRow[]; sending: boolean; onEdit: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onEdit} title={t('pubw_confirm_title')} size="lg" centered data-testid="publishing-confirm">
      <Stack gap="md">
        <FeeBlock region={props.region} />
        <Alert color="yellow" variant="light" icon={<AlertIcon />}>
          {t('pubw_confirm_warning')}
        </Alert>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" data-testid="publishing-summary">
          {props.rows.map((row) => (
            <Stack key={row.labelKey} gap={0} data-testid={`publishing-summary-${row.labelKey}`}>
              <Text size="xs" c="dimmed">
                {t(row.labelKey)}
              </Text>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {row.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onEdit} disabled={props.sending}>
            {t('pubw_edit')}
          </Button>
          <Button onClick={props.onConfirm} loading={props.sending} data-testid="publishing-confirm-submit">
            {t('pubw_confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Section 8: "publishing register fail" with the error text and OK only. */
export function FailureModal({ message, title, onClose }: { message: string | null; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={message !== null} onClose={onClose} title={title} centered data-testid="publishing-failure">
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('pubw_ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
