import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Explicitness } from '@portal/domain/release/model';
import { PermissionAction, PermissionResource } from '@portal/domain/enums';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness.ts';
import { signedArtist, storedFile, validSingle } from '../../test/releases.ts';
import { ownerWithMember } from '../../test/teams.ts';
import { submitted } from '../catalogue/test-support.ts';

let ctx: TestContext;
let artist: Awaited<ReturnType<typeof signedArtist>>;
let albumId: number;
let songId: number;
const LRC = '[ti:Paper Moon]\n[00:01.50]Paper moon over the bay\n[00:04.20]Shit, the tide took it away\n';
const WORDS = 'Paper moon over the bay\nShit, the tide took it away';

const draftOf = async (client: TestClient, id: number) => (await client.get(`/api/draft-release?albumId=${id}`)).body.data;
const read = (client: TestClient, source: string) => client.get(`/api/lyrics/track?source=${encodeURIComponent(source)}`);
const save = (client: TestClient, body: object) => client.put('/api/lyrics/track', body);

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await signedArtist(ctx);
  const audio = await storedFile(ctx, artist.userId, 'audio');
  const draft = await artist.client.post('/api/draft-release', {
    kind: 'ALBUM',
    album: { title: 'Harbour Lights' },
    tracks: [
      { title: 'Paper Moon', fullAudio: audio, explicitness: Explicitness.NO },
      { title: 'Interlude', isInstrumental: true },
    ],
  });
  albumId = draft.body.data.albumId;
  songId = (await submitted(artist.client, await validSingle(ctx, artist.userId, { title: 'Blue Hour' }, { title: 'Midnight Drive' }))).tracks[0].songId;
});
afterAll(() => ctx.close());

describe('the lyric editor’s tracks', () => {
  it('lists the drafts’ tracks then the songs, and says the models are off without configuration', async () => {
    const context = (await artist.client.get('/api/lyrics/editor-context')).body.data;
    expect(context).toEqual({
      generation: false,
      transcription: false,
      sources: [
        {
          source: `draft:${albumId}:0`,
          kind: 'draft',
          title: 'Paper Moon',
          releaseTitle: 'Harbour Lights',
          audioUrl: expect.stringMatching(/^\/api\/files\/test-audio-/),
          hasLyrics: false,
          hasTimings: false,
        },
        { source: `draft:${albumId}:1`, kind: 'draft', title: 'Interlude', releaseTitle: 'Harbour Lights', audioUrl: null, hasLyrics: false, hasTimings: false },
        {
          source: `song:${songId}`,
          kind: 'song',
          title: 'Midnight Drive',
          releaseTitle: 'Blue Hour',
          audioUrl: expect.stringMatching(/^\/api\/files\/test-audio-/),
          hasLyrics: true,
          hasTimings: false,
        },
      ],
    });
  });

  it('reads a draft track and a song with their words, explicitness and revision', async () => {
    const draft = (await read(artist.client, `draft:${albumId}:0`)).body.data;
    expect(draft).toMatchObject({ kind: 'draft', title: 'Paper Moon', lyrics: '', lrc: null, explicitness: Explicitness.NO, isInstrumental: false, revision: 1, wordsEditable: true });
    const song = (await read(artist.client, `song:${songId}`)).body.data;
    expect(song).toMatchObject({ kind: 'song', lyrics: 'Driving through the city lights', revision: null, wordsEditable: false });
    expect((await read(artist.client, `draft:${albumId}:7`)).status).toBe(404);
    expect((await read(artist.client, 'draft:x')).status).toBe(400);
  });
});

describe('saving lyrics to a draft track', () => {
  it('writes the words into the release form’s lyrics field, marks it Explicit when asked, and keeps the timings', async () => {
    const saved = await save(artist.client, { source: `draft:${albumId}:0`, revision: 1, lyrics: WORDS, lrc: LRC, markExplicit: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ lyrics: WORDS, lrc: LRC, explicitness: Explicitness.YES, revision: 2, explicit: { terms: ['shit'], mustBeExplicit: true } });
    const form = await draftOf(artist.client, albumId);
    expect(form.tracks[0]).toMatchObject({ title: 'Paper Moon', lyrics: WORDS, explicitness: Explicitness.YES });
    expect(form.tracks[1]).toMatchObject({ title: 'Interlude', isInstrumental: true });
    expect(form.revision).toBe(2);
    expect((await read(artist.client, `draft:${albumId}:0`)).body.data.lrc).toBe(LRC);
    const context = (await artist.client.get('/api/lyrics/editor-context')).body.data;
    expect(context.sources[0]).toMatchObject({ hasLyrics: true, hasTimings: true });
  });

  it('refuses a revision the release form has moved past, changing nothing', async () => {
    const stale = await save(artist.client, { source: `draft:${albumId}:0`, revision: 1, lyrics: 'other words', lrc: null });
    expect(stale.status).toBe(409);
    expect(stale.body.baseResponse.messageKey).toBe('release_changed_meanwhile');
    expect((await draftOf(artist.client, albumId)).tracks[0].lyrics).toBe(WORDS);
    expect((await read(artist.client, `draft:${albumId}:0`)).body.data.lrc).toBe(LRC);
  });

  it('refuses broken timings, timings without audio, words for an instrumental track and a missing revision', async () => {
    const broken = await save(artist.client, { source: `draft:${albumId}:0`, revision: 2, lyrics: WORDS, lrc: '[00:99.00]no\n' });
    expect([broken.status, broken.body.baseResponse.messageKey]).toEqual([400, 'lyrics_lrc_invalid']);
    const noAudio = await save(artist.client, { source: `draft:${albumId}:1`, revision: 2, lrc: '[00:01.00]a\n' });
    expect([noAudio.status, noAudio.body.baseResponse.messageKey]).toEqual([400, 'lyrics_no_audio']);
    const instrumental = await save(artist.client, { source: `draft:${albumId}:1`, revision: 2, lyrics: 'la la', lrc: null });
    expect([instrumental.status, instrumental.body.baseResponse.messageKey]).toEqual([400, 'lyrics_track_instrumental']);
    const noRevision = await save(artist.client, { source: `draft:${albumId}:0`, lyrics: 'x', lrc: null });
    expect([noRevision.status, noRevision.body.baseResponse.messageKey]).toEqual([400, 'lyrics_revision_required']);
    expect((await draftOf(artist.client, albumId)).revision).toBe(2);
  });

  it('removes the timings when saved without them', async () => {
    const saved = await save(artist.client, { source: `draft:${albumId}:0`, revision: 2, lyrics: WORDS, lrc: null });
    expect(saved.body.data).toMatchObject({ lrc: null, revision: 3, explicitness: Explicitness.YES });
  });
});

describe('a song’s timings', () => {
  it('saves the timings of a submitted song but not new words', async () => {
    const lrc = '[00:02.00]Driving through the city lights\n';
    const saved = await save(artist.client, { source: `song:${songId}`, lrc });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ lrc, lyrics: 'Driving through the city lights', explicit: { terms: [], mustBeExplicit: false } });
    const words = await save(artist.client, { source: `song:${songId}`, lyrics: 'new words', lrc });
    expect([words.status, words.body.baseResponse.messageKey]).toEqual([409, 'lyrics_song_words_locked']);
    const same = await save(artist.client, { source: `song:${songId}`, lyrics: 'Driving through the city lights', lrc });
    expect(same.status).toBe(200);
  });
});

describe('who may use the editor', () => {
  it('answers not found for another account’s tracks and needs Release edit to save', async () => {
    const stranger = await signedArtist(ctx);
    expect((await read(stranger.client, `draft:${albumId}:0`)).status).toBe(404);
    expect((await read(stranger.client, `song:${songId}`)).status).toBe(404);
    expect((await save(stranger.client, { source: `song:${songId}`, lrc: null })).status).toBe(404);
    expect((await stranger.client.get('/api/lyrics/editor-context')).body.data.sources).toEqual([]);

    const team = await ownerWithMember(ctx, { [PermissionResource.Release]: [PermissionAction.View] });
    const draft = await team.owner.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Team' }, tracks: [{ title: 'One' }] });
    const source = `draft:${draft.body.data.albumId}:0`;
    expect((await team.member.client.get('/api/lyrics/editor-context')).body.data.sources.map((item: { source: string }) => item.source)).toEqual([source]);
    expect((await read(team.member.client, source)).status).toBe(200);
    expect((await save(team.member.client, { source, revision: 1, lyrics: 'x', lrc: null })).status).toBe(403);
  });
});

describe('the models without configuration', () => {
  it('answer 1002 (the tool is off) and take no credit', async () => {
    const before = (await artist.client.get('/api/aigc/get-aigc-basic')).body.data;
    expect(before.tools.lyrics).toBe(false);
    const write = await artist.client.post('/api/aigc/gen-song-lyrics', { theme: 'harbour at night', language: 'en' });
    expect([write.status, write.body.baseResponse.errorCode, write.body.baseResponse.messageKey]).toEqual([403, 1002, 'aigc_tool_off']);
    const hear = await artist.client.post('/api/aigc/gen-asr-lyrics', { source: `draft:${albumId}:0` });
    expect([hear.status, hear.body.baseResponse.errorCode]).toEqual([403, 1002]);
    expect((await artist.client.get('/api/aigc/get-aigc-basic')).body.data.creditsLeft).toBe(before.creditsLeft);
  });
});
