import { describe, expect, it } from 'vitest';
import { storeChanges } from './store-changes.ts';

describe('storeChanges', () => {
  it('lists the stores added and removed, ignoring unticked and unchanged ones', () => {
    expect(storeChanges({ 1: true, 2: true, 1026: true, 1032: false }, { 1: true, 2: true, 1026: false, 1039: true, 1032: false })).toEqual({ added: [1039], removed: [1026] });
    expect(storeChanges({ 1: true }, { 1: true, 5: false })).toEqual({ added: [], removed: [] });
    expect(storeChanges({}, { 1036: true, 1028: true })).toEqual({ added: [1028, 1036], removed: [] });
  });
});
