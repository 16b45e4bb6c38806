import { describe, expect, it } from 'vitest';
import { grantSummary, hasAction, normaliseMap, sameGrant, toggleAction, viewLocked } from './permission-grant.ts';

describe('toggleAction', () => {
  it('ticking View alone gives View', () => {
    expect(toggleAction({}, 'Release', 'View', true)).toEqual({ '1': [1] });
  });

  it('ticking another action ticks View too', () => {
    expect(toggleAction({}, 'Contract', 'Sign', true)).toEqual({ '6': [1, 5] });
    expect(toggleAction({ '6': [1, 5] }, 'Contract', 'Download', true)).toEqual({ '6': [1, 3, 5] });
  });

  it('View cannot be unticked while another action of the row is ticked', () => {
    const map = { '4': [1, 4] };
    expect(toggleAction(map, 'EWallet', 'View', false)).toBe(map);
    expect(viewLocked(map, 'EWallet')).toBe(true);
  });

  it('unticking the other action keeps View and frees it', () => {
    const next = toggleAction({ '4': [1, 4] }, 'EWallet', 'Withdraw', false);
    expect(next).toEqual({ '4': [1] });
    expect(viewLocked(next, 'EWallet')).toBe(false);
    expect(toggleAction(next, 'EWallet', 'View', false)).toEqual({});
  });

  it('leaves the other resources alone and does not change its input', () => {
    const map = { '1': [1, 2] };
    const next = toggleAction(map, 'Royalty', 'Download', true);
    expect(next).toEqual({ '1': [1, 2], '3': [1, 3] });
    expect(map).toEqual({ '1': [1, 2] });
  });
});

describe('normaliseMap', () => {
  it('drops actions a resource does not offer, adds View and leaves out empty resources', () => {
    expect(normaliseMap({ '1': [2, 5], '2': [], '6': [5] })).toEqual({ '1': [1, 2], '6': [1, 5] });
    expect(normaliseMap(null)).toEqual({});
  });
});

describe('grantSummary and hasAction', () => {
  it('lists resources in resource order with action names', () => {
    expect(grantSummary({ '6': [1, 5], '1': [1] })).toEqual([
      { resource: 'Release', actions: ['View'] },
      { resource: 'Contract', actions: ['View', 'Sign'] },
    ]);
    expect(hasAction({ '6': [1, 5] }, 'Contract', 'Sign')).toBe(true);
    expect(hasAction({ '6': [1, 5] }, 'Contract', 'Download')).toBe(false);
  });

  it('sameGrant ignores order and empty resources', () => {
    expect(sameGrant({ '1': [2, 1], '3': [] }, { '1': [1, 2] })).toBe(true);
    expect(sameGrant({ '1': [1] }, { '1': [1, 2] })).toBe(false);
  });
});
