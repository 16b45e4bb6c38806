import { Alert, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/use-translation.ts';
import type { AnalyseOutput, Analysis } from '../api.ts';

const BANDS = ['sub', 'bass', 'low_mid', 'high_mid', 'air'] as const;
const fmt = (value: number | null, digits = 1) => (value === null ? '—' : value.toFixed(digits));

/** The measured figures of one piece of audio, as small labelled numbers. */
export function Figures({ analysis, testId, compact = false }: { analysis: Analysis; testId?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const items = [
    { label: t('mastering_loudness'), value: `${fmt(analysis.integratedLufs)} LUFS`, id: 'lufs' },
    { label: t('mastering_true_peak'), value: `${fmt(analysis.truePeakDbtp)} dBTP`, id: 'peak' },
    { label: t('mastering_range'), value: `${fmt(analysis.loudnessRangeLu)} LU`, id: 'lra' },
    { label: t('mastering_clipping'), value: String(analysis.clipping.clippedRuns), id: 'clipping' },
    { label: t('mastering_silence'), value: t('mastering_silence_value', { start: fmt(analysis.silence.leadingSec), end: fmt(analysis.silence.trailingSec) }), id: 'silence' },
  ];
  return (
    <SimpleGrid cols={compact ? { base: 2, sm: 3 } : { base: 2, sm: 5 }} spacing="sm" data-testid={testId}>
      {items.map((item) => (
        <Paper key={item.id} withBorder p="sm" radius="md">
          <Text fz="xs" c="dimmed">
            {item.label}
          </Text>
          <Text fw={600} data-testid={testId ? `${testId}-${item.id}` : undefined}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The share of energy per band against the genre's target, as bars (the target shown beside). */
function Balance({ output }: { output: AnalyseOutput }) {
  const { t } = useTranslation();
  const spectrum = output.analysis.spectrum;
  if (!spectrum) return null;
  // Shares are dB below the whole (0 = everything in one band); -30 dB and below shows as an empty bar.
  const width = (db: number) => Math.max(0, Math.min(100, ((db + 30) / 30) * 100));
  return (
    <Stack gap={6}>
      <Text fw={600}>{t('mastering_balance')}</Text>
      {BANDS.map((band) => (
        <Group key={band} gap="sm" wrap="nowrap">
          <Text fz="sm" w={110}>
            {t(`mastering_band_${band}`)}
          </Text>
          <Stack gap={2} style={{ flex: 1 }}>
            <Progress value={width(spectrum[band] ?? -120)} size="md" aria-label={t(`mastering_band_${band}`)} />
            <Progress value={width(output.genreTarget[band] ?? -120)} size="xs" color="gray" aria-label={t('mastering_balance_target')} />
          </Stack>
        </Group>
      ))}
      <Text fz="xs" c="dimmed">
        {t('mastering_balance_legend')}
      </Text>
    </Stack>
  );
}

const adviceColor = { good: 'teal', info: 'blue', warning: 'orange' } as const;

/** Step 2: what the analysis found, in numbers and in plain words. */
export function AnalysisView({ output }: { output: AnalyseOutput }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="mastering-analysis">
      <Figures analysis={output.analysis} testId="mastering-before" />
      <Stack gap="xs" data-testid="mastering-advice">
        {output.advice.map((item) => (
          <Alert key={item.key} color={adviceColor[item.level]} variant="light" py="xs">
            {t(item.key, item.vars)}
          </Alert>
        ))}
      </Stack>
      <Balance output={output} />
    </Stack>
  );
}
