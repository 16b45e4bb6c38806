import { Group, NumberInput, SegmentedControl, SimpleGrid, Slider, Stack, Switch, Text, useMatches } from '@mantine/core';
import { REMIX_LIMITS, presetSettings, type RemixPreset, type RemixSettings } from '@portal/domain/audio/remix/remix-plan';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { remixPresetOptions } from '../options.ts';

interface Props {
  preset: RemixPreset;
  settings: RemixSettings;
  onChange: (preset: RemixPreset, settings: RemixSettings) => void;
}

const seconds = (ms: number | null) => (ms === null ? '' : ms / 1000);
const msOf = (value: string | number) => Math.round(Number(value || 0) * 1000);

/** Presets, tempo (with or without the pitch following), pitch, reverb, fades and trim. */
export function RemixControls({ preset, settings, onChange }: Props) {
  const { t } = useTranslation();
  // Three preset names do not fit side by side on a phone.
  const presetOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  // Moving a control leaves the preset: the settings are then the user's own.
  const set = (patch: Partial<RemixSettings>) => onChange('custom', { ...settings, ...patch });
  const choosePreset = (value: string) => {
    const chosen = value as RemixPreset;
    onChange(chosen, chosen === 'custom' ? settings : { ...settings, ...presetSettings[chosen] });
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="remix-preset-label">
          {t('remix_preset')}
        </Text>
        <SegmentedControl
          aria-labelledby="remix-preset-label"
          value={preset}
          onChange={choosePreset}
          data={remixPresetOptions(t)}
          data-testid="remix-presets"
          orientation={presetOrientation}
          fullWidth
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('remix_tempo', { value: settings.tempo.toFixed(2) })}
          </Text>
          <Slider
            min={REMIX_LIMITS.tempoMin}
            max={REMIX_LIMITS.tempoMax}
            step={0.01}
            value={settings.tempo}
            onChange={(tempo) => set({ tempo })}
            label={(value) => `${value.toFixed(2)}×`}
            aria-label={t('remix_tempo_label')}
            marks={[{ value: 0.85 }, { value: 1 }, { value: 1.25 }]}
          />
          <Switch
            mt="xs"
            checked={settings.tempoMode === 'stretch'}
            onChange={(event) => set({ tempoMode: event.currentTarget.checked ? 'stretch' : 'varispeed' })}
            label={t('remix_keep_pitch')}
            description={t(settings.tempoMode === 'stretch' ? 'remix_keep_pitch_on' : 'remix_keep_pitch_off')}
            data-testid="remix-keep-pitch"
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('remix_pitch', { value: (settings.pitchSemitones > 0 ? '+' : '') + settings.pitchSemitones })}
          </Text>
          <Slider
            min={REMIX_LIMITS.pitchMin}
            max={REMIX_LIMITS.pitchMax}
            step={1}
            value={settings.pitchSemitones}
            onChange={(pitchSemitones) => set({ pitchSemitones })}
            aria-label={t('remix_pitch_label')}
            marks={[{ value: -12 }, { value: 0 }, { value: 12 }]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('remix_reverb', { value: Math.round(settings.reverb * 100) })}
          </Text>
          <Slider min={0} max={1} step={0.05} value={settings.reverb} onChange={(reverb) => set({ reverb })} label={(value) => `${Math.round(value * 100)}%`} aria-label={t('remix_reverb_label')} />
        </Stack>
        <Group grow align="flex-start">
          <NumberInput
            label={t('remix_fade_in')}
            min={0}
            max={REMIX_LIMITS.fadeMaxMs / 1000}
            step={0.5}
            decimalScale={1}
            value={seconds(settings.fadeInMs)}
            onChange={(value) => set({ fadeInMs: msOf(value) })}
            suffix=" s"
          />
          <NumberInput
            label={t('remix_fade_out')}
            min={0}
            max={REMIX_LIMITS.fadeMaxMs / 1000}
            step={0.5}
            decimalScale={1}
            value={seconds(settings.fadeOutMs)}
            onChange={(value) => set({ fadeOutMs: msOf(value) })}
            suffix=" s"
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label={t('remix_trim_start')}
            min={0}
            step={1}
            decimalScale={2}
            value={seconds(settings.trimStartMs)}
            onChange={(value) => set({ trimStartMs: msOf(value) })}
            suffix=" s"
            data-testid="remix-trim-start"
          />
          <NumberInput
            label={t('remix_trim_end')}
            placeholder={t('remix_trim_end_placeholder')}
            min={0}
            step={1}
            decimalScale={2}
            value={seconds(settings.trimEndMs)}
            onChange={(value) => set({ trimEndMs: value === '' ? null : msOf(value) })}
            suffix=" s"
            data-testid="remix-trim-end"
          />
        </Group>
      </SimpleGrid>
    </Stack>
  );
}
