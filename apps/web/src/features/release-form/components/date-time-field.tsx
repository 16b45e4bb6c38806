import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { utcToZonedParts, zonedDateTimeToUtc } from '@portal/domain/catalog/timezones';
import { hourOfDayOptions, timeOfDayLabel } from '../../../lib/hour-options.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

interface Props {
  label: string;
  /** Epoch milliseconds, shown as wall-clock time in `timezone`. */
  value: number | null;
  timezone: string;
  onChange: (value: number | null) => void;
  dateOnly?: boolean;
  /** Says which clock the time is read on ("Time zone: Europe/Berlin"), under the field. */
  zoneNote?: string;
  error?: string;
  disabled?: boolean;
  testId?: string;
}

const split = (value: number | null, timezone: string) => {
  if (value === null) return { date: '', time: '' };
  try {
    const local = utcToZonedParts(value, timezone).local;
    return { date: local.slice(0, 10), time: local.slice(11, 16) };
  } catch {
    return { date: '', time: '' };
  }
};

const onTheHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * A date and an hour of the day in the release's timezone: a native date input (every phone has a good picker for
 * it) and document 1's hour-of-day choice, 0 to 23 shown as 12-hour labels in the reader's language.
 */
export function DateTimeField({ label, value, timezone, onChange, dateOnly, zoneNote, error, disabled, testId }: Props) {
  const { t, i18n } = useTranslation();
  const [parts, setParts] = useState(() => split(value, timezone));
  useEffect(() => setParts(split(value, timezone)), [value, timezone]);
  const hours = useMemo(() => hourOfDayOptions(i18n.language).map((option) => ({ value: onTheHour(Number(option.value)), label: option.label })), [i18n.language]);
  // A time that is not on the hour (from an import) stays what it is, shown as such, until another hour is chosen.
  const [hour, minute] = parts.time.split(':').map(Number);
  const offHour = parts.time && minute ? [{ value: parts.time, label: timeOfDayLabel(hour ?? 0, minute, i18n.language) }] : [];
  const commit = (next: { date: string; time: string }) => {
    setParts(next);
    if (!next.date) return onChange(null);
    try {
      onChange(zonedDateTimeToUtc(`${next.date}T${dateOnly ? '00:00' : next.time || '00:00'}`, timezone));
    } catch {
      onChange(null);
    }
  };
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Group gap="xs" align="flex-start" grow wrap="nowrap">
        <TextInput
          type="date"
          label={label}
          value={parts.date}
          onChange={(e) => commit({ ...parts, date: e.currentTarget.value })}
          error={error}
          disabled={disabled}
          data-testid={testId && `${testId}-date`}
        />
        {!dateOnly && (
          <Select
            label={t('rf_time_of_day')}
            data={[...offHour, ...hours]}
            value={parts.time || onTheHour(0)}
            onChange={(time) => time && commit({ ...parts, time })}
            allowDeselect={false}
            disabled={disabled}
            data-testid={testId && `${testId}-time`}
          />
        )}
      </Group>
      {zoneNote && (
        <Text size="xs" c="dimmed" data-testid={testId && `${testId}-zone`}>
          {zoneNote}
        </Text>
      )}
    </Stack>
  );
}
