import { LoadingOverlay, Portal, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation.ts';

/** The loading overlay of team switching (document 1 section 2), over the whole page while the switch runs. */
export function TeamSwitchOverlay({ team }: { team: string }) {
  const { t } = useTranslation();
  return (
    <Portal>
      <LoadingOverlay
        visible
        zIndex={1000}
        overlayProps={{ blur: 2 }}
        loaderProps={{ children: <Text fw={600}>{t('team_switching', { team })}</Text> }}
        pos="fixed"
        data-testid="team-switch-overlay"
      />
    </Portal>
  );
}
