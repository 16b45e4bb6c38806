import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Explicitness, ReleaseTimeType } from '@portal/domain/release/model';
import { createTestContext, signUpArtist, signUpOperator, type TestContext } from '../../test/harness.ts';
import { releaseAlbum, releaseTrack, signedArtist, storedFile, toneWav } from '../../test/releases.ts';
import { runDueJobs } from '../../platform/jobs.ts';
import { uploadWhole } from '../uploads/test-files.ts';
import { zipOf } from './test-zip.ts';

// Issue 10 section 3: a release delivered by this portal, its DDEX message and files zipped as the store received
// them and imported into an account of another portal (its own database: UPCs are unique within one), comes back as
// the same release, field by field.

let source: TestContext;
let target: TestContext;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestContext(), createTestContext()]);
});
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('DDEX round trip', () => {
  it('our delivery message for a release, imported into a fresh account, yields the same release', async () => {
    const artist = await signedArtist(source);
    const files = {
      audio: await storedFile(source, artist.userId, 'audio', { durationMs: 20_000 }, toneWav(20)),
      clip: await storedFile(source, artist.userId, 'clip', { durationMs: 30_000 }),
    };
    const cover = await storedFile(source, artist.userId, 'cover');
    const album = releaseAlbum(cover, {
      title: 'Round Trip',
      version: 'Live',
      recordLabel: 'Night Owl Records',
      mainGenre: 'electronic',
      stores: { 1: true, 2: true, 1026: true },
      territories: ['BR', 'PT', 'US'],
      releaseTimeType: ReleaseTimeType.GLOBAL,
      releaseTime: Date.UTC(2027, 2, 5, 15),
    });
    const track = releaseTrack(files, {
      title: 'Full Circle',
      explicitness: Explicitness.YES,
      uniFeaturedArtistObjects: [{ name: 'Ana Sol' }],
      isrc: 'BRABC2600042',
      uniContributorObjects: [{ name: 'Sam Reed', role: 5 }],
      uniProductionAndEngineeringObjects: [{ name: 'Kai Moreno', role: 2 }],
    });
    const submitted = await artist.client.post('/api/release', { kind: 'SINGLE', album, tracks: [track] });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const operator = await signUpOperator(source);
    await operator.post('/api/admin/releases/decide', { albumId: submitted.body.data.albumId, decision: 'approve' });
    await operator.post('/api/admin/releases/deliveries/run');
    const original = (await artist.client.get('/api/release', { albumID: String(submitted.body.data.albumId) })).body.data;
    const upc = original.upc as string;

    // The store's copy: the message and the files beside it, zipped as they lie in the batch folder.
    const delivered = await filesUnder(join(source.services.config.delivery.deliveriesDir, '1026'));
    const message = delivered.find((path) => path.endsWith(`${upc}/${upc}.xml`))!;
    const folder = dirname(message);
    const entries = Object.fromEntries(
      await Promise.all(delivered.filter((path) => path.startsWith(`${folder}/`)).map(async (path) => [relative(dirname(folder), path), await readFile(path)] as const)),
    );
    expect(Object.keys(entries).length).toBeGreaterThanOrEqual(3);

    const importer = await signUpArtist(target);
    const uploaded = await uploadWhole(importer.client, await zipOf(entries), { kind: 'batch' as 'audio', fileName: `${upc}.zip`, mimeType: 'application/zip' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const created = await importer.client.post('/api/batch-task/create', { method: 'DDEX', fileId: uploaded.body.data.fileId });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await runDueJobs(target.services);
    const verified = (await importer.client.get('/api/batch-task/detail', { taskId: String(created.body.data.taskId) })).body.data;
    expect(verified.task.status, JSON.stringify(verified.rows[0]?.findings)).toBe('VERIFICATION_PASS');
    await importer.client.post('/api/batch-task/import', { taskId: created.body.data.taskId });
    await runDueJobs(target.services);
    const [row] = (await importer.client.get('/api/batch-task/detail', { taskId: String(created.body.data.taskId) })).body.data.rows;
    expect(row.status).toBe('IMPORTED');
    const copy = (await importer.client.get('/api/draft-release', { albumId: String(row.albumId) })).body.data;

    const albumFields = ['title', 'version', 'language', 'upc', 'recordLabel', 'mainGenre', 'subGenre', 'uniMainArtistObjects', 'releaseTime', 'territories', 'isPreviouslyReleased'] as const;
    const trackFields = [
      'title',
      'version',
      'language',
      'isrc',
      'explicitness',
      'mainGenre',
      'uniMainArtistObjects',
      'uniFeaturedArtistObjects',
      'uniContributorObjects',
      'uniProductionAndEngineeringObjects',
      'lyricistsName',
      'songwritersName',
    ] as const;
    const pick = <T extends Record<string, unknown>>(value: T, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, value[key] ?? null]));
    const names = (refs: { name: string }[] | undefined) => (refs ?? []).map((ref) => ref.name);
    const normalised = (view: { album: Record<string, unknown>; tracks: Record<string, unknown>[] }) => ({
      album: {
        ...pick(view.album, albumFields),
        uniMainArtistObjects: names(view.album.uniMainArtistObjects as { name: string }[]),
        territories: [...((view.album.territories as string[]) ?? [])].sort(),
      },
      tracks: view.tracks.map((each) => ({
        ...pick(each, trackFields),
        uniMainArtistObjects: names(each.uniMainArtistObjects as { name: string }[]),
        uniFeaturedArtistObjects: names(each.uniFeaturedArtistObjects as { name: string }[]),
      })),
    });
    expect(normalised(copy)).toEqual(normalised(original));
    expect(copy.album.upc).toBe(upc);
    expect(copy.tracks[0].isrc).toBe('BRABC2600042');
    // The audio and artwork came with it: stored in the new account and checked like uploads.
    expect(copy.tracks[0].fullAudio).toMatch(/^uf_/);
    expect(copy.album.cover).toMatch(/^uf_/);
  });
});
