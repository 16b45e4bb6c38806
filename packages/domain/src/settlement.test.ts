import { describe, expect, it } from 'vitest';
import { SettlementStatus as S } from './enums.ts';
import { settlement } from './settlement.ts';

describe('account settlement moves', () => {
  const all = Object.values(S);
  const table: [string, (status: number) => number | null, Record<number, number | null>][] = [
    ['identity submitted', settlement.identitySubmitted, { 0: 1, 1: 1, 2: 2, 3: null, 4: null, 5: 1, 6: null }],
    ['approved identity changed', settlement.approvedIdentityChanged, { 0: null, 1: null, 2: null, 3: null, 4: 1, 5: null, 6: 1 }],
    ['first release submitted', settlement.firstReleaseSubmitted, { 0: null, 1: 2, 2: null, 3: null, 4: null, 5: null, 6: null }],
    ['review started', settlement.reviewStarted, { 0: null, 1: 3, 2: 3, 3: null, 4: null, 5: null, 6: null }],
    ['passed, unsigned', (s) => settlement.reviewed(s, true, false), { 0: null, 1: 4, 2: 4, 3: 4, 4: null, 5: null, 6: null }],
    ['passed, signed', (s) => settlement.reviewed(s, true, true), { 0: null, 1: 6, 2: 6, 3: 6, 4: null, 5: null, 6: null }],
    ['rejected', (s) => settlement.reviewed(s, false, true), { 0: null, 1: 5, 2: 5, 3: 5, 4: null, 5: null, 6: null }],
    ['agreement signed', settlement.agreementSigned, { 0: null, 1: null, 2: null, 3: null, 4: 6, 5: null, 6: null }],
  ];
  for (const [name, move, expected] of table) {
    it(name, () => {
      expect(Object.fromEntries(all.map((status) => [status, move(status)]))).toEqual(expected);
    });
  }
});
