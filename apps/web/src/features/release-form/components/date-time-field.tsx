import { Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { utcToZonedParts, zonedDateTimeToUtc } from '@portal/domain/catalog/timezones';

interface Props {
  label: string;
  /** Epoch milliseconds, shown as wall-clock time in `timezone`. */
  value: number | null;
  timezone: string;
  onChange: (value: number | null) => void;
  dateOnly?: boolean;
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

/** A date and time in the release's timezone (native inputs: every phone has a good picker for them). */
export function DateTimeField({ label, value, timezone, onChange, dateOnly, error, disabled, testId }: Props) {
  const [parts, setParts] = useState(() => split(value, timezone));
  useEffect(() => setParts(split(value, timezone)), [value, timezone]);
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
        <TextInput
          type="time"
          label={'\u00a0'}
          aria-label={label}
          value={parts.time}
          onChange={(e) => commit({ ...parts, time: e.currentTarget.value })}
          disabled={disabled}
          data-testid={testId && `${testId}-time`}
        />
      )}
    </Group>
  );
}
