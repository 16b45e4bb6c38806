import { describe, expect, it } from 'vitest';
import { isoDateBound, monthRange, parseCompactDate, parseIsoDate, parseUsDate } from './dates.ts';

describe('report dates', () => {
  it('gives a month its first and last day', () => {
    expect(monthRange('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthRange('2023-02')).toEqual({ start: '2023-02-01', end: '2023-02-28' });
    expect(monthRange('2024-12')).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(monthRange('2024-13')).toBeNull();
    expect(monthRange('2024-2')).toBeNull();
  });

  it('reads the date notations of the stores and refuses impossible days', () => {
    expect(parseUsDate('1/31/24 11:58pm')).toBe('2024-01-31');
    expect(parseUsDate('02/29/2024')).toBe('2024-02-29');
    expect(parseUsDate('02/29/2023')).toBeNull();
    expect(parseUsDate('31/01/2024')).toBeNull();
    expect(parseIsoDate('2024-01-31 23:58:00')).toBe('2024-01-31');
    expect(parseIsoDate('2024-04-31')).toBeNull();
    expect(parseCompactDate('20151231')).toBe('2015-12-31');
    expect(parseCompactDate('2015123')).toBeNull();
    expect(isoDateBound('2024', 'end')).toBe('2024-12-31');
    expect(isoDateBound('2024-02', 'end')).toBe('2024-02-29');
    expect(isoDateBound('2024-02-10', 'start')).toBe('2024-02-10');
  });
});
