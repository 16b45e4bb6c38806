import { describe, expect, it } from 'vitest';
import { SettlementStatus, SignStatus } from './enums.ts';
import { hasSigned, isProfilePassed, settlementStatusKey } from './user-state.ts';
import { can, memberAbilities, ownerAbilities } from './permissions.ts';
import { dataCentreFor, registrationFee, trackCountLimit, regionCodes } from './regions.ts';

describe('derived user states', () => {
  it('hasSigned when the user or everyone signed', () => {
    expect([SignStatus.UNSIGNED, SignStatus.USER_SIGNED, SignStatus.ALL_SIGNED].map(hasSigned)).toEqual([false, true, true]);
  });
  it('profile passed when identification passed or settled', () => {
    expect(Object.values(SettlementStatus).filter(isProfilePassed)).toEqual([4, 6]);
    expect(settlementStatusKey(3)).toBe('settlement_status_IDENTIFYING');
  });
});

describe('abilities', () => {
  it('gives the owner every action on every resource', () => {
    const owner = ownerAbilities();
    expect(Object.keys(owner)).toHaveLength(7);
    expect(can(owner, 'EWallet', 'Withdraw')).toBe(true);
  });
  it('gives a member only the listed actions', () => {
    const member = memberAbilities({ 1: [1, 2], 6: [5] });
    expect(member.Release).toEqual(['View', 'Edit']);
    expect(can(member, 'Contract', 'Sign')).toBe(true);
    expect(can(member, 'Royalty', 'View')).toBe(false);
  });
});

describe('regions (document 1 section 9)', () => {
  it('has the 31 regions', () => {
    expect(regionCodes).toHaveLength(31);
  });
  it('puts US, CA and PR in the North American data centre', () => {
    expect(regionCodes.filter((r) => dataCentreFor(r) === 'NA').sort()).toEqual(['CA', 'PR', 'US']);
  });
  it('limits tracks per album by region', () => {
    expect(['GB', 'US', 'PR', 'CA', 'IE', 'BR'].map((r) => trackCountLimit(r))).toEqual([500, 500, 500, 500, 500, 500]);
    expect([trackCountLimit('AU'), trackCountLimit('NZ'), trackCountLimit('AU', true)]).toEqual([100, 100, 10]);
  });
  it('prices publishing registration by region', () => {
    expect(registrationFee('CA')).toEqual({ currency: 'CAD', amountMinor: 6800, fractionDigits: 2 });
    expect(registrationFee('ID').amountMinor).toBe(300000);
    expect(registrationFee('DE').currency).toBe('USD');
  });
});
