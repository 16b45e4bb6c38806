import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releases, storeCatalogueReleases, storeCatalogueTracks, tracks, users } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import { seedDemoStoreCatalogue } from '../../../demo/seed-demo-store-catalogue.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { PortalStoreCatalogue } from './portal-catalogue.ts';
import { importedFromStore } from './store-catalogue.ts';

let ctx: TestContext;
let artistId: number;
let otherId: number;

async function account(email: string) {
  const [row] = await ctx.services.db
    .insert(users)
    .values({ email, inviteCode: email.slice(0, 8) })
    .returning({ id: users.id });
  return row!.id;
}

async function heldRelease(ownerUserId: number, upc: string, isrc: string, status: number, title: string) {
  const album = {
    title,
    upc,
    cover: 'cover-file',
    recordLabel: 'Vale Music',
    mainGenre: 'pop',
    subGenre: 'pop.indie-pop',
    language: 'pt',
    uniMainArtistObjects: [{ id: 1, name: 'Luna Vale' }],
    releaseTime: Date.UTC(2025, 1, 1),
    originalReleaseTime: null,
  };
  const [release] = await ctx.services.db
    .insert(releases)
    .values({ ownerUserId, createdByUserId: ownerUserId, kind: 'SINGLE', status, isDraft: false, title, upc, album, releaseTime: new Date(Date.UTC(2025, 1, 1)) })
    .returning({ id: releases.id });
  const data = {
    title,
    isrc,
    lyrics: 'la la',
    explicitness: 0,
    uniMainArtistObjects: [{ id: 1, name: 'Luna Vale' }],
    uniFeaturedArtistObjects: [],
    fullAudio: 'audio-file',
    clipAudios: ['clip-file'],
  };
  await ctx.services.db.insert(tracks).values({ releaseId: release!.id, ownerUserId, sequenceNumber: 1, title, isrc, fullAudioFileId: `audio-${upc}`, durationMs: 200_000, data });
  return release!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  artistId = await account('luna@example.com');
  otherId = await account('other@example.com');
  const [entry] = await ctx.services.db
    .insert(storeCatalogueReleases)
    .values({
      store: 'spotify',
      upc: '0196922000027',
      title: 'Maré Alta',
      artists: [{ name: 'Luna Vale', role: 'primary' }, 'not an artist'],
      label: 'Vale Music',
      genre: 'Brazilian',
      releaseDate: '2024-01-05',
      originalReleaseDate: '2019-07-01',
      artworkUrl: 'https://i.scdn.example/mare.jpg',
    })
    .returning({ id: storeCatalogueReleases.id });
  await ctx.services.db.insert(storeCatalogueTracks).values([
    { releaseId: entry!.id, sequenceNumber: 2, title: 'Maré Baixa', isrc: 'QZDA42400002', artists: [{ name: 'Luna Vale', role: 'primary' }] },
    {
      releaseId: entry!.id,
      sequenceNumber: 1,
      title: 'Maré Alta',
      isrc: 'QZDA42400001',
      explicit: true,
      audioUrl: 'http://insecure.example/a.wav',
      artists: [
        { name: 'Luna Vale', role: 'primary' },
        { name: 'Caio Mendes', role: 'featured' },
      ],
    },
  ]);
  await heldRelease(artistId, '196922000065', 'QZDA42300009', ReleaseStatus.Live, 'Old Light');
  await heldRelease(artistId, '196922000058', 'QZDA42300008', ReleaseStatus.UnderReview, 'Not Out Yet');
  await heldRelease(otherId, '196922000041', 'USTL12400011', ReleaseStatus.Live, 'Someone Else');
});

afterAll(async () => {
  await ctx?.close();
});

describe('the store metadata the portal holds', () => {
  it('finds a store catalogue entry by UPC (either spelling) and by ISRC, with its tracks in order', async () => {
    const catalogue = new PortalStoreCatalogue(ctx.services.db, artistId);
    const byUpc = await catalogue.byUpc('196922000027');
    expect(byUpc).toMatchObject({
      source: 'spotify',
      upc: '0196922000027',
      title: 'Maré Alta',
      artists: [{ name: 'Luna Vale', role: 'primary' }],
      label: 'Vale Music',
      releaseDate: '2024-01-05',
      originalReleaseDate: '2019-07-01',
      artwork: { kind: 'url', url: 'https://i.scdn.example/mare.jpg' },
    });
    expect(byUpc!.tracks.map((track) => [track.sequenceNumber, track.isrc, track.explicit])).toEqual([
      [1, 'QZDA42400001', true],
      [2, 'QZDA42400002', false],
    ]);
    // Only https addresses are files to fetch.
    expect(byUpc!.tracks[0]!.audio).toBeUndefined();
    expect((await catalogue.byUpc('0196922000027'))?.title).toBe('Maré Alta');
    expect((await catalogue.byIsrc('qz-da4-24-00002'))?.title).toBe('Maré Alta');

    const imported = importedFromStore(byUpc!, { file: '', reference: '196922000027' });
    expect(imported.album).toMatchObject({ upc: '196922000027', originalReleaseTime: Date.UTC(2019, 6, 1), isPreviouslyReleased: true, mainGenre: 'brazilian' });
    expect(imported.kind).toBe('ALBUM');
  });

  it("finds the account's own live release with its form fields and stored files, never another account's or one not out", async () => {
    const catalogue = new PortalStoreCatalogue(ctx.services.db, artistId);
    const held = await catalogue.byIsrc('QZDA42300009');
    expect(held).toMatchObject({ source: 'portal', upc: '196922000065', title: 'Old Light', type: 'single', releaseDate: '2025-02-01', artwork: { kind: 'file', fileId: 'cover-file' } });
    expect(held!.tracks[0]).toMatchObject({ isrc: 'QZDA42300009', audio: { kind: 'file', fileId: 'audio-196922000065' } });
    const imported = importedFromStore(held!, { file: '', reference: 'QZDA42300009' });
    // The form's own fields come along (lyrics, artist ids), the files and dates of its first life do not.
    expect(imported.tracks[0]!.input).toMatchObject({ lyrics: 'la la', uniMainArtistObjects: [{ id: 1, name: 'Luna Vale' }], isPreviouslyReleased: true });
    expect(imported.tracks[0]!.input.fullAudio).toBeUndefined();
    expect(imported.album).toMatchObject({ language: 'pt', subGenre: 'pop.indie-pop', originalReleaseTime: Date.UTC(2025, 1, 1) });
    expect(imported.album.releaseTime).toBeUndefined();
    expect(imported.album.cover).toBeUndefined();
    expect(imported.cover).toEqual({ kind: 'file', fileId: 'cover-file' });

    expect(await catalogue.byUpc('196922000058')).toBeUndefined();
    expect(await catalogue.byUpc('196922000041')).toBeUndefined();
    expect(await catalogue.byIsrc('USTL12400011')).toBeUndefined();
    expect(await new PortalStoreCatalogue(ctx.services.db, otherId).byIsrc('USTL12400011')).toMatchObject({ title: 'Someone Else' });
    expect(await catalogue.byUpc('12345')).toBeUndefined();
  });

  it('the demo entries can be migrated by UPC and by ISRC, with nothing left for the user to map but the new release date', async () => {
    await seedDemoStoreCatalogue(ctx.services);
    const catalogue = new PortalStoreCatalogue(ctx.services.db, artistId);
    const album = await catalogue.byIsrc('BRVLM1900003');
    expect(album).toMatchObject({ source: 'spotify', upc: '850023000019', title: 'Primeiras Marés' });
    const imported = importedFromStore(album!, { file: '', reference: 'BRVLM1900003' });
    expect(imported.readIssues).toEqual([]);
    expect(imported.album).toMatchObject({ mainGenre: 'brazilian', subGenre: 'brazilian.mpb', language: 'pt', originalReleaseTime: Date.UTC(2019, 7, 16) });
    expect(imported.tracks[2]!.input.uniFeaturedArtistObjects).toEqual([{ name: 'Caio Mendes' }]);
    const single = importedFromStore((await catalogue.byUpc('850023000026'))!, { file: '' });
    expect(single).toMatchObject({ kind: 'SINGLE', album: { title: 'Chuva de Verão', originalReleaseTime: Date.UTC(2020, 10, 20) } });
  });
});
