import { lazy, Suspense } from 'react';
import { ActionIcon, Button, CopyButton, Loader, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { CheckIcon } from '../../components/icons/check-icon.tsx';
import { CopyIcon } from '../../components/icons/copy-icon.tsx';
import { QrIcon } from '../../components/icons/qr-icon.tsx';

// qrcode is only fetched when the popover opens.
const QrImage = lazy(() => import('../../components/qr-image.tsx').then((m) => ({ default: m.QrImage })));

export const MOBILE_LINK_PATH = '/mobile?from=copy_mobile_link';

export function mobileLink(origin: string = window.location.origin): string {
  return origin + MOBILE_LINK_PATH;
}

export function MobileQrButton() {
  const { t } = useTranslation();
  const link = mobileLink();
  return (
    <Popover position="bottom-end" width={260} shadow="lg" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon variant="light" size="lg" radius="md" aria-label={t('mobile_qr_tooltip')} title={t('mobile_qr_tooltip')} data-testid="mobile-qr">
          <QrIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack align="center" gap="sm">
          <Text fw={600} size="sm" ta="center">
            {t('mobile_qr_title')}
          </Text>
          <Suspense fallback={<Loader size="sm" my={80} />}>
            <QrImage text={link} alt={t('mobile_qr_alt')} />
          </Suspense>
          <Text size="xs" c="dimmed" ta="center">
            {t('mobile_qr_hint')}
          </Text>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                fullWidth
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
                onClick={copy}
                data-testid="mobile-qr-copy"
              >
                {copied ? t('copy_success') : t('copy_link')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
