import { Card, Container, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { defaultRemixSettings, type RemixPreset, type RemixSettings } from '@portal/domain/audio/remix/remix-plan';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ToolHeader } from '../components/tool-header.tsx';
import type { AudioSource } from './api.ts';
import { ChorusPanel } from './components/chorus-panel.tsx';
import { RemixControls } from './components/remix-controls.tsx';
import { RenderPanel } from './components/render-panel.tsx';
import { SourcePicker } from './components/source-picker.tsx';

/** /creation/remix: online remix and the chorus clip proposal (decision 035). */
export function RemixPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <ToolHeader title={t('remix_title')} subtitle={t('remix_subtitle')} />
        <PermissionGuard resource="Release" action="Edit">
          <RemixWorkspace />
        </PermissionGuard>
      </Stack>
    </Container>
  );
}

function RemixWorkspace() {
  const { t } = useTranslation();
  const [source, setSource] = useState<{ source: AudioSource; label: string } | null>(null);
  const [preset, setPreset] = useState<RemixPreset>('custom');
  const [settings, setSettings] = useState<RemixSettings>(defaultRemixSettings);

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('remix_source_title')}
          </Title>
          <SourcePicker
            onChange={(chosen, label) => {
              setSource({ source: chosen, label });
              setSettings((current) => ({ ...current, trimStartMs: 0, trimEndMs: null }));
            }}
          />
        </Stack>
      </Card>
      {source && (
        <>
          <ChorusPanel
            key={source.source.songId ?? source.source.fileId}
            source={source.source}
            onUseClip={(startMs, endMs) => setSettings((current) => ({ ...current, trimStartMs: startMs, trimEndMs: endMs }))}
          />
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('remix_effects_title')}
              </Title>
              <RemixControls
                preset={preset}
                settings={settings}
                onChange={(nextPreset, next) => {
                  setPreset(nextPreset);
                  setSettings(next);
                }}
              />
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('remix_render_title', { name: source.label })}
              </Title>
              <RenderPanel request={{ ...source.source, preset, settings }} />
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
