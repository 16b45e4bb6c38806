/** What GET /user/music-tab/info answers (packages/contract/src/oauth.ts). */
export interface MusicTabInfo {
  activated: boolean;
  confirmed: boolean;
  linked: boolean;
  hasBoundMetaArtist: boolean;
  albumCount: number;
  isLabel: boolean;
}

/**
 * The music-tab middle page's outcome (document 1 section 2):
 * - 'overview': a phone (the page is desktop only);
 * - 'status': the music tab is activated, or the user confirmed activation;
 * - 'label': a label cannot enable the music tab (not-supported notice once, then home);
 * - 'active': linked, no bound meta artist and zero albums;
 * - 'confirm': linked, not yet confirmed;
 * - 'link': not linked, leave for the external linking page.
 */
export type MusicTabStep = 'overview' | 'status' | 'label' | 'active' | 'confirm' | 'link';

export function decideMusicTab(info: MusicTabInfo, context: { isMobile: boolean }): MusicTabStep {
  if (context.isMobile) return 'overview';
  if (info.activated) return 'status';
  if (info.isLabel) return 'label';
  if (!info.linked) return 'link';
  if (!info.hasBoundMetaArtist && info.albumCount === 0) return 'active';
  return info.confirmed ? 'status' : 'confirm';
}
