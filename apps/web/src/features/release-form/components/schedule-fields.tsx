import { Checkbox, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ReleaseTimeType, type AlbumInput } from '@portal/domain/release/model';
import type { AlbumField } from '@portal/domain/release/validate';
import { useTranslation } from '../../../lib/use-translation.ts';
import { releaseGatesQuery } from '../api.ts';
import { timezoneOptions } from '../labels.ts';
import { DateTimeField } from './date-time-field.tsx';

interface Props {
  album: AlbumInput;
  onChange: (patch: Partial<AlbumInput>) => void;
  message: (field: AlbumField) => string | undefined;
  locked: (field: AlbumField) => boolean;
}

/**
 * When the release comes out: one moment everywhere or local time per store, the timezone, and an optional pre-release
 * while the `preRelease` release gate is on (a release that already has one keeps it shown; decision 061).
 */
export function ScheduleFields({ album, onChange, message, locked }: Props) {
  const { t } = useTranslation();
  const gates = useQuery(releaseGatesQuery);
  const preReleaseOffered = gates.data?.gates.preRelease !== false;
  const field = (name: AlbumField) => ({ error: message(name), disabled: locked(name) });
  const timezone = album.timezone || 'UTC';
  // Both times say which clock they are on, as the release page does ("(Europe/Berlin)").
  const zoneNote = t('rf_time_zone_note', { zone: timezone.replace(/_/g, ' ') });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('rf_schedule_section')}
      </Title>
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('rf_release_time_type')}
        </Text>
        <SegmentedControl
          value={String(album.releaseTimeType ?? '')}
          onChange={(value) => onChange({ releaseTimeType: Number(value) })}
          disabled={locked('releaseTimeType')}
          data={[
            { value: String(ReleaseTimeType.GLOBAL), label: t('rf_release_time_global') },
            { value: String(ReleaseTimeType.LOCAL), label: t('rf_release_time_local') },
          ]}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t(album.releaseTimeType === ReleaseTimeType.LOCAL ? 'rf_release_time_local_hint' : 'rf_release_time_global_hint')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('rf_timezone')}
          searchable
          data={timezoneOptions()}
          value={album.timezone || null}
          onChange={(value) => onChange({ timezone: value ?? '' })}
          {...field('timezone')}
          data-testid="release-timezone"
        />
        <DateTimeField
          label={t('rf_release_date')}
          value={album.releaseTime ?? null}
          timezone={timezone}
          onChange={(value) => onChange({ releaseTime: value })}
          zoneNote={album.releaseTimeType === ReleaseTimeType.LOCAL ? t('rf_release_time_local') : zoneNote}
          {...field('releaseTime')}
          testId="release-time"
        />
      </SimpleGrid>
      {(preReleaseOffered || album.optInPrerelease === true) && (
        <Checkbox
          label={t('rf_opt_in_prerelease')}
          description={t(preReleaseOffered ? 'rf_opt_in_prerelease_hint' : 'rf_prerelease_not_offered')}
          checked={album.optInPrerelease === true}
          onChange={(e) => onChange({ optInPrerelease: e.currentTarget.checked, ...(e.currentTarget.checked ? {} : { preReleaseTime: null }) })}
          disabled={locked('optInPrerelease')}
          data-testid="release-prerelease"
        />
      )}
      {album.optInPrerelease && (
        <DateTimeField
          label={t('rf_prerelease_date')}
          value={album.preReleaseTime ?? null}
          timezone={timezone}
          onChange={(value) => onChange({ preReleaseTime: value })}
          zoneNote={zoneNote}
          {...field('preReleaseTime')}
          testId="prerelease-time"
        />
      )}
    </Stack>
  );
}
