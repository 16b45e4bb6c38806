import { describe, expect, it } from 'vitest';
import { decideMusicTab, type MusicTabInfo, type MusicTabStep } from './music-tab-decision.ts';

const base: MusicTabInfo = { activated: false, confirmed: false, linked: true, hasBoundMetaArtist: true, albumCount: 3, isLabel: false };

describe('music-tab middle page decision', () => {
  const rows: Array<[string, Partial<MusicTabInfo>, boolean, MusicTabStep]> = [
    ['a phone goes to the overview (desktop only)', { activated: true }, true, 'overview'],
    ['1. an activated music tab shows its status', { activated: true, isLabel: true, linked: false }, false, 'status'],
    ['2. a label gets the not-supported notice', { isLabel: true, linked: true, confirmed: true }, false, 'label'],
    ['3. linked, no meta artist and zero albums shows the active page', { hasBoundMetaArtist: false, albumCount: 0, confirmed: true }, false, 'active'],
    ['4a. linked and confirmed shows the status', { confirmed: true }, false, 'status'],
    ['4b. linked and not confirmed shows the confirm page', { confirmed: false, hasBoundMetaArtist: false, albumCount: 2 }, false, 'confirm'],
    ['5. not linked leaves for the linking page', { linked: false, confirmed: true, hasBoundMetaArtist: false, albumCount: 0 }, false, 'link'],
  ];

  it.each(rows)('%s', (_name, info, isMobile, step) => {
    expect(decideMusicTab({ ...base, ...info }, { isMobile })).toBe(step);
  });
});
