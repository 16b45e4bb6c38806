import { describe, expect, it } from 'vitest';

// Every route of the contract has a caller in the web app, or is on this list with the reason no page calls it (issue
// 27 §2: a capability a person cannot reach is not a capability). A caller is a reference to the route's head
// (`releaseRoutes.submitRelease`, through the heads module or an alias of it) or a link to its path (`/api/files/…`).

const sources = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../test/**'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const headModules = import.meta.glob('../../../../packages/contract/src/heads/*.ts', { eager: true }) as Record<string, Record<string, { method?: string; path?: string }>>;

/** Why no page calls these, each said once; entries that say "no page yet" are issue 27's work still to do. */
const NO_PAGE_NEEDED: Record<string, string> = {
  'aigc.taskFile': 'a download link the server writes into a task’s result',
  'cover-art.imagexFile': 'a signed image URL the server writes into the answer of mget-imagex-urls',
  'mv-studio.mvImage': 'an image URL the server writes into a video project',
  'mv-studio.ttAuthCallback': 'the TikTok authorisation redirect lands here (OAuth callback)',
  'mv-studio.ytbAuthCallback': 'the YouTube authorisation redirect lands here (OAuth callback)',
  'oauth.googleLink': 'no page yet: the linked Google account on the linked-accounts page (issue 27 §2)',
  'uploads.directUpload': 'no page yet: direct upload to object storage (issue 27 §2)',
  'uploads.commitDirectUpload': 'no page yet: direct upload to object storage (issue 27 §2)',
  'uploads.storageToken': 'no page yet: direct upload to object storage (issue 27 §2)',
  'revenue-reports.downloadDataTask': 'no page yet: the analytics exports (issue 27 §2)',
  'support.adminFeedbackAttachment': 'an attachment link the server writes into a feedback thread',
  'promo-pages.pageEvent': 'sent by the public artist page the server renders (not the React app)',
  'promo-pages.presave': 'sent by the public artist page the server renders (not the React app)',
  'open.signUpRiskControl': 'no page yet (issue 27 §2)',
  'open-extras.subscribeNewsletter': 'no page yet (issue 27 §2)',
  'team.managerInviteInfo': 'no page yet (issue 27 §2)',
  'releases.importAcknowledgements': 'operators’ automation; the console collects acknowledgements with /admin/deliveries/acknowledgements/collect',
  'releases.runDeliveries': 'operators’ automation; the job runner delivers by itself',
  'releases.markReleaseLive': 'no page yet: the console’s delivery detail (issue 27 §2)',
  'songs.getPlatformRules': 'no page yet: store rules in the console (issue 27 §2)',
  'songs.savePlatformRules': 'no page yet: store rules in the console (issue 27 §2)',
  'aigc.decRemainOperationTime': 'no page yet (issue 27 §2)',
  'artists.artistDetail': 'no page yet: artist management (issue 27 §1)',
  'artists.artistMetaAlbum': 'no page yet: artist management (issue 27 §1)',
  'artists.artistMetaSearch': 'no page yet: artist management (issue 27 §1)',
  'artists.artistMetaTrack': 'no page yet: artist management (issue 27 §1)',
  'artists.deleteArtist': 'no page yet: artist management (issue 27 §1)',
  'artists.deleteArtists': 'no page yet: artist management (issue 27 §1)',
  'artists.extraArtists': 'no page yet: artist management (issue 27 §1)',
  'artists.getArtist': 'no page yet: artist management (issue 27 §1)',
  'profiles.claimArtist': 'no page yet: claim management (issue 27 §1)',
  'contracts.abandonContracts': 'no page yet (issue 27 §2)',
  'contracts.syncContract': 'no page yet (issue 27 §2)',
  'contracts.updateContractEmail': 'no page yet (issue 27 §2)',
  'oauth.instagramUser': 'no page yet (issue 27 §2)',
  'oauth.spotifyReleaseInfo': 'no page yet (issue 27 §2)',
  'oauth.ttAuthInfo': 'no page yet (issue 27 §2)',
  'oauth.youtubeChannelInfo': 'no page yet (issue 27 §2)',
  'open.setIdc': 'no page yet (issue 27 §3)',
  'open-extras.userContentSupplyLead': 'no page yet (issue 27 §2)',
  'promotion.songPitchingAllow': 'no page yet (issue 27 §2)',
  'releases.deleteDraft': 'no page yet (issue 27 §2)',
  'releases.getSongClip': 'no page yet: change a preview clip after release (issue 27 §2)',
  'releases.updateSongClip': 'no page yet: change a preview clip after release (issue 27 §2)',
  'releases.releaseTracks': 'no page yet (issue 27 §2)',
  'revenue.makeDirectTransfer': 'no page yet (issue 27 §2)',
  'revenue.recoupDetail': 'no page yet: recoupment on the revenue pages (issue 27 §2)',
  'revenue.recoupSummary': 'no page yet: recoupment on the revenue pages (issue 27 §2)',
  'revenue.royaltyMonthly': 'no page yet: monthly royalties on the revenue pages (issue 27 §2)',
  'revenue-reports.createDataTask': 'no page yet (issue 27 §2)',
  'revenue-reports.listReports': 'no page yet (issue 27 §2)',
  'revenue-reports.listRoyaltyReports': 'no page yet (issue 27 §2)',
  'songs.dirtySongs': 'no page yet: the dirty-song list (issue 27 §2)',
  'songs.searchEntity': 'no page yet: global search in the shell (issue 27 §2)',
  'songs.songDetail': 'no page yet: library (issue 27 §1)',
  'songs.songEditable': 'no page yet (issue 27 §2)',
  'songs.songSearch': 'no page yet: library (issue 27 §1)',
  'songs.songsByIsrc': 'no page yet: reuse an ISRC in the track editor (issue 27 §2)',
  'splits.inviteeSongs': 'no page yet (issue 27 §2)',
  'splits.resendInvitesV2': 'no page yet (issue 27 §2)',
  'splits.sendSplitEmailCode': 'no page yet (issue 27 §2)',
  'system.releaseFeatureGates': 'no page yet (issue 27 §2)',
  'system.systemConstants': 'no page yet (issue 27 §2)',
  'system.systemInvite': 'no page yet (issue 27 §2)',
  'system.systemPreference': 'no page yet (issue 27 §2)',
  'team.currentTeam': 'no page yet (issue 27 §2)',
  'team.permissionCatalog': 'no page yet (issue 27 §2)',
  'user.albumSongCount': 'no page yet (issue 27 §2)',
  'user.setSource': 'no page yet (issue 27 §3: the song-source enum)',
};

const routes = Object.entries(headModules).flatMap(([file, module]) => {
  const domain = /heads\/([\w-]+)\.ts$/.exec(file)![1]!;
  return Object.entries(module)
    .filter(([, value]) => typeof value?.method === 'string' && typeof value.path === 'string')
    .map(([name, head]) => ({ id: `${domain}.${name}`, domain, name, path: head.path! }));
});

/** The names under which each heads module is reached: its namespace imports, and constants that re-export one. */
function referencedRoutes(): Set<string> {
  const found = new Set<string>();
  const aliases = new Map<string, string>();
  for (const text of Object.values(sources)) {
    for (const [, namespace, domain] of text.matchAll(/import \* as (\w+) from '@portal\/contract\/heads\/([\w-]+)'/g)) {
      for (const [, alias] of text.matchAll(new RegExp(`export const (\\w+) = ${namespace};`, 'g'))) aliases.set(alias!, domain!);
      for (const [, name] of text.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))) found.add(`${domain}.${name}`);
    }
  }
  for (const [alias, domain] of aliases) for (const text of Object.values(sources)) for (const [, name] of text.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'))) found.add(`${domain}.${name}`);
  return found;
}

const linked = (path: string) => {
  const pattern = new RegExp(`/api${path.replace(/:\w+/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return Object.values(sources).some((text) => pattern.test(text));
};

describe('the routes of the contract', () => {
  it('each have a caller in the web app, or a reason on the list why no page calls them', () => {
    const referenced = referencedRoutes();
    const uncalled = routes.filter((route) => !referenced.has(route.id) && !linked(route.path)).map((route) => route.id);
    expect(routes.length).toBeGreaterThan(400);
    expect(uncalled.filter((id) => !(id in NO_PAGE_NEEDED)).sort()).toEqual([]);
  });

  it('list no route that has a caller now, or that does not exist', () => {
    const referenced = referencedRoutes();
    const known = new Map(routes.map((route) => [route.id, route]));
    const stale = Object.keys(NO_PAGE_NEEDED).filter((id) => !known.has(id) || referenced.has(id) || linked(known.get(id)!.path));
    expect(stale).toEqual([]);
  });
});
