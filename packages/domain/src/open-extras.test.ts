import { describe, expect, it } from 'vitest';
import { canBind, CONTENT_SUPPLY_STATUSES, maintenanceState, maskEmail } from './open-extras.ts';

describe('open extras rules', () => {
  it('hides most of an address', () => {
    expect(maskEmail('ana.lima@example.com')).toBe('a***@example.com');
    expect(maskEmail('x@example.org')).toBe('x***@example.org');
  });

  it('lets an offer be accepted only while it is open or answered', () => {
    expect(CONTENT_SUPPLY_STATUSES.filter(canBind)).toEqual(['INVITED', 'INTERESTED', 'DECLINED']);
  });

  const window = { startAt: '2026-03-01T10:00:00.000Z', endAt: '2026-03-01T12:00:00.000Z', message: 'Payouts pause' };
  it.each([
    ['before the window', '2026-02-28T00:00:00Z', { announced: true, active: false }],
    ['inside the window', '2026-03-01T11:00:00Z', { announced: true, active: true }],
    ['at its end', '2026-03-01T12:00:00Z', { announced: false, active: false }],
  ])('maintenance %s', (_name, now, expected) => {
    expect(maintenanceState(window, new Date(now))).toEqual({ ...window, ...expected });
  });

  it('is neither announced nor active without a window', () => {
    expect(maintenanceState({ startAt: null, endAt: null, message: '' }, new Date())).toMatchObject({ announced: false, active: false });
  });
});
