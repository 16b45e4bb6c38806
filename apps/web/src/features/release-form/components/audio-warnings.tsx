import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { audioWarningMessageKey } from '@portal/domain/release/file-checks';
import { safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { audioCheckQuery, type AudioCheck } from '../upload-api.ts';

/**
 * The warnings an audio upload gave (mostly silence, clipping; decision 070), with the figures the upload measured, in
 * the reader's number format. Nothing when the audio gave none, or was uploaded before the check existed.
 */
export function AudioLevelWarnings({ check }: { check: AudioCheck }) {
  const { t, i18n } = useTranslation();
  const { levels, warnings } = check;
  if (!levels || warnings.length === 0) return null;
  const locale = safeLocale(i18n.language);
  const level = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // A tenth of a percent is the clipping threshold: small shares keep two decimals so they do not read as 0.
  const share = (value: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: value > 0 && value < 0.01 ? 2 : 1 }).format(value);
  const shares = { mostly_silent: share(levels.silentShare), clipped: share(levels.clippedShare) };
  const figures = {
    // No loudness (everything below the -70 LUFS gate) and no peak read as minus infinity.
    lufs: level.format(levels.integratedLufs ?? Number.NEGATIVE_INFINITY),
    peak: level.format(levels.truePeakDbtp ?? Number.NEGATIVE_INFINITY),
    silent: shares.mostly_silent,
    clipped: shares.clipped,
  };
  return (
    <Alert color="orange" variant="light" p="xs" title={t('upload_warnings_title')} data-testid="audio-warnings">
      <Stack gap={4}>
        {warnings.map((key) => (
          <Text key={key} size="sm" data-testid={`audio-warning-${key}`}>
            {t(audioWarningMessageKey(key), { share: shares[key] })}
          </Text>
        ))}
        <Text size="xs" c="dimmed" data-testid="audio-levels">
          {t('upload_levels_figures', figures)}
        </Text>
      </Stack>
    </Alert>
  );
}

/** The warnings of a track's audio file, as kept with the file: the same after a reload or when the draft is reopened. */
export function TrackAudioWarnings({ fileId }: { fileId: string }) {
  const check = useQuery(audioCheckQuery(fileId)).data;
  return check ? <AudioLevelWarnings check={check} /> : null;
}
