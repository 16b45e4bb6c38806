import { describe, expect, it } from 'vitest';
import { isTimezone, timezones, utcToZonedParts, zonedDateTimeToUtc } from './timezones.ts';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('timezones', () => {
  it('lists sorted unique IANA zones plus UTC, under current names', () => {
    const list = timezones();
    expect(list.length).toBeGreaterThan(300);
    expect(list).toEqual([...new Set(list)].sort());
    for (const tz of ['UTC', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh']) {
      expect(list, tz).toContain(tz);
    }
    expect(list).not.toContain('Asia/Calcutta');
    expect(list.filter((tz) => !isTimezone(tz))).toEqual([]);
  });

  it('returns a copy callers may change', () => {
    timezones().length = 0;
    expect(timezones()).toContain('UTC');
  });

  it('recognises IANA names and aliases only', () => {
    for (const tz of ['UTC', 'Europe/Paris', 'Asia/Kolkata', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']) {
      expect(isTimezone(tz), tz).toBe(true);
    }
    for (const tz of ['', 'Mars/Olympus', '+05:30', 'Europe/Paris ', 'GMT+05:30', 42, null]) {
      expect(isTimezone(tz), String(tz)).toBe(false);
    }
  });
});

describe('zonedDateTimeToUtc', () => {
  it('converts ordinary times, standard and daylight', () => {
    expect(zonedDateTimeToUtc('2024-01-15T12:00', 'America/New_York')).toBe(utc('2024-01-15T17:00'));
    expect(zonedDateTimeToUtc('2024-07-04T12:00', 'America/New_York')).toBe(utc('2024-07-04T16:00'));
    expect(zonedDateTimeToUtc('2024-01-15T12:00', 'Australia/Sydney')).toBe(utc('2024-01-15T01:00'));
    expect(zonedDateTimeToUtc('2024-07-15T12:00', 'Australia/Sydney')).toBe(utc('2024-07-15T02:00'));
    expect(zonedDateTimeToUtc('2024-06-01T00:00', 'Asia/Kolkata')).toBe(utc('2024-05-31T18:30'));
    expect(zonedDateTimeToUtc('2024-02-29T23:59:30', 'UTC')).toBe(utc('2024-02-29T23:59:30'));
  });

  it('moves a time skipped by a spring-forward change later by the gap', () => {
    // New York 2024-03-10 02:00 EST -> 03:00 EDT; Sydney 2024-10-06 02:00 AEST -> 03:00 AEDT.
    const ny = zonedDateTimeToUtc('2024-03-10T02:30', 'America/New_York');
    expect(ny).toBe(utc('2024-03-10T07:30'));
    expect(utcToZonedParts(ny, 'America/New_York').local).toBe('2024-03-10T03:30');
    const sydney = zonedDateTimeToUtc('2024-10-06T02:30', 'Australia/Sydney');
    expect(sydney).toBe(utc('2024-10-05T16:30'));
    expect(utcToZonedParts(sydney, 'Australia/Sydney').local).toBe('2024-10-06T03:30');
  });

  it('takes the first occurrence of a time repeated by a fall-back change', () => {
    // New York 2024-11-03 02:00 EDT -> 01:00 EST; Sydney 2024-04-07 03:00 AEDT -> 02:00 AEST.
    expect(zonedDateTimeToUtc('2024-11-03T01:30', 'America/New_York')).toBe(utc('2024-11-03T05:30'));
    expect(utcToZonedParts(utc('2024-11-03T06:30'), 'America/New_York').local).toBe('2024-11-03T01:30');
    expect(zonedDateTimeToUtc('2024-04-07T02:30', 'Australia/Sydney')).toBe(utc('2024-04-06T15:30'));
    expect(utcToZonedParts(utc('2024-04-06T16:30'), 'Australia/Sydney').local).toBe('2024-04-07T02:30');
  });

  it('handles years before 100 and historic offsets with seconds', () => {
    expect(zonedDateTimeToUtc('0050-06-01T00:00', 'UTC')).toBe(Date.parse('0050-06-01T00:00:00Z'));
    const parts = utcToZonedParts(utc('1850-01-01T00:00'), 'Asia/Kolkata');
    expect(Number.isInteger(parts.offsetMinutes)).toBe(false);
    expect(zonedDateTimeToUtc(`${parts.local}:${String(parts.second).padStart(2, '0')}`, 'Asia/Kolkata')).toBe(utc('1850-01-01T00:00'));
  });

  it('refuses malformed or impossible times and unknown zones', () => {
    for (const value of [
      '2024-02-30T10:00',
      '2023-02-29T10:00',
      '2024-13-01T00:00',
      '2024-01-01T24:00',
      '2024-01-01T10:60',
      '2024-01-01 10:00',
      '2024-01-01',
      '2024-01-01T10:00Z',
      '0000-01-01T00:00',
    ]) {
      expect(() => zonedDateTimeToUtc(value, 'UTC'), value).toThrow(RangeError);
    }
    expect(() => zonedDateTimeToUtc('2024-01-01T10:00', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => utcToZonedParts(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('utcToZonedParts', () => {
  it('gives wall-clock fields and the offset', () => {
    expect(utcToZonedParts(utc('2024-01-15T17:05:09'), 'America/New_York')).toEqual({
      year: 2024,
      month: 1,
      day: 15,
      hour: 12,
      minute: 5,
      second: 9,
      offsetMinutes: -300,
      local: '2024-01-15T12:05',
    });
    expect(utcToZonedParts(utc('2024-07-15T00:00'), 'America/New_York').offsetMinutes).toBe(-240);
    expect(utcToZonedParts(utc('2024-01-15T00:00'), 'Australia/Sydney').offsetMinutes).toBe(660);
    expect(utcToZonedParts(utc('2024-07-15T00:00'), 'Australia/Sydney').offsetMinutes).toBe(600);
    expect(utcToZonedParts(utc('2024-12-31T18:30'), 'Asia/Kolkata')).toMatchObject({
      year: 2025,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      offsetMinutes: 330,
      local: '2025-01-01T00:00',
    });
    expect(utcToZonedParts(utc('2024-03-01T00:00'), 'UTC')).toMatchObject({ hour: 0, offsetMinutes: 0, local: '2024-03-01T00:00' });
  });

  it('round-trips through zonedDateTimeToUtc across a year of transitions', () => {
    const zones = ['America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Europe/London', 'America/Santiago', 'Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Lord_Howe', 'UTC'];
    const hour = 3_600_000;
    for (const tz of zones) {
      let repeated = 0;
      const check = (t: number) => {
        const { local } = utcToZonedParts(t, tz);
        const back = zonedDateTimeToUtc(local, tz);
        if (back === t) return;
        // Only a repeated wall time may map to another instant: the earlier one, showing the same time.
        expect(back, `${tz} ${local}`).toBeLessThan(t);
        expect(utcToZonedParts(back, tz).local, `${tz} ${local}`).toBe(local);
        repeated++;
      };
      let changes = 0;
      for (let t = utc('2024-01-01T00:00'); t < utc('2025-01-01T00:00'); t += 6 * hour) {
        check(t);
        if (utcToZonedParts(t, tz).offsetMinutes === utcToZonedParts(t + 6 * hour, tz).offsetMinutes) continue;
        changes++;
        for (let u = t; u < t + 6 * hour; u += 10 * 60_000) check(u);
      }
      const dst = !['Asia/Kolkata', 'Asia/Kathmandu', 'UTC'].includes(tz);
      expect(changes, tz).toBe(dst ? 2 : 0);
      expect(repeated > 0, tz).toBe(dst);
    }
  });
});
