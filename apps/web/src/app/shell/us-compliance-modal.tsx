import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { ShieldIcon } from '../../components/icons/shield-icon.tsx';

export function UsComplianceModal({ onAcknowledge }: { onAcknowledge: () => void }) {
  const { t } = useTranslation();
  return (
    // A notice, not a gate: the close button, Escape and a click beside it dismiss it for good, like "Got it".
    <Modal
      opened
      onClose={onAcknowledge}
      closeButtonProps={{ 'aria-label': t('us_compliance_close') }}
      centered
      radius="lg"
      title={null}
      aria-labelledby="us-compliance-title"
      data-testid="us-compliance-modal"
    >
      <Stack align="center" ta="center" gap="md" p="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <ShieldIcon size={28} />
        </ThemeIcon>
        <Text id="us-compliance-title" fw={700} size="lg">
          {t('us_compliance_title')}
        </Text>
        <Text c="dimmed" size="sm">
          {t('us_compliance_body')}
        </Text>
        <Button fullWidth onClick={onAcknowledge} data-testid="us-compliance-ack">
          {t('got_it')}
        </Button>
      </Stack>
    </Modal>
  );
}
