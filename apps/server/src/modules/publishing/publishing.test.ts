import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { publishingRegistrations, users } from '@portal/db/schema';
import { ipiCheckDigits } from '@portal/domain/release/identifiers';
import { createTestContext, makeOperator, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';
import { ownerWithMember } from '../../test/teams.ts';
import { sealerFor } from '../../platform/sealed.ts';
import { parseCwr } from './cwr/parse.ts';
import { readRegisteredWorks } from './cwr/read-works.ts';
import { ack, acknowledgementFile, msg } from './cwr/test-files.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  const op = await signUpArtist(ctx, { nickname: 'Operator' });
  await makeOperator(ctx, op.userId);
  operator = op.client;
  await ctx.services.gates.save({ scope: 'system', key: 'publishingService', enabled: true, description: 'Publishing area' }, op.userId);
});
afterAll(() => ctx.close());

const IPI = `004463201${ipiCheckDigits('004463201')}`;
const OTHER_IPI = `005551234${ipiCheckDigits('005551234')}`;
const lod = { type: 'LOD', lodInfo: { pro: 'bmi', ipi: IPI, firstName: 'Ana', lastName: 'Souza' } };
const details = (response: { body: { baseResponse: { details?: { field: string; messageKey: string }[] } } }) =>
  Object.fromEntries((response.body.baseResponse.details ?? []).map((detail) => [detail.field, detail.messageKey]));

/** A signed artist with one approved single, registered for publishing as a society member. */
async function registeredWithSong(title = 'Harbour Lights', track: Record<string, unknown> = {}) {
  const artist = await signedArtist(ctx);
  const release = await artist.client.post('/api/release', await validSingle(ctx, artist.userId, { title }, { title, ...track }));
  expect(release.status, JSON.stringify(release.body)).toBe(200);
  await operator.post('/api/admin/releases/decide', { albumId: release.body.data.albumId, decision: 'approve' });
  expect((await artist.client.post('/api/publishing/registration', lod)).status).toBe(200);
  const songId = release.body.data.tracks[0].songId as number;
  return { ...artist, songId, isrc: release.body.data.tracks[0].isrc as string };
}

describe('sign-up (CreatePublishingRegistration, GetPublishingRegistration)', () => {
  it('registers a society member once, after the agreement is signed', async () => {
    const unsigned = await signUpArtist(ctx);
    expect((await unsigned.client.get('/api/publishing/registration')).body.data).toEqual({ registration: null });
    expect((await unsigned.client.post('/api/publishing/registration', lod)).body.baseResponse.messageKey).toBe('pub_contract_required');
    const exempt = await signUpArtist(ctx);
    await ctx.services.db
      .update(users)
      .set({ extra: { publishingWithoutCheck: true } })
      .where(eq(users.id, exempt.userId));
    await ctx.services.sessions.invalidateUser(exempt.userId);
    expect((await exempt.client.get('/api/user')).body.data.user.publishingWithoutCheck).toBe(true);
    expect((await exempt.client.post('/api/publishing/registration', lod)).status).toBe(200);

    const { client } = await signedArtist(ctx);
    const bad = await client.post('/api/publishing/registration', { type: 'LOD', lodInfo: { pro: 'nope', ipi: '123', firstName: 'A', lastName: '' } });
    expect(bad.status).toBe(400);
    expect(details(bad)).toEqual({
      'body.lodInfo.pro': 'pub_pro_unknown',
      'body.lodInfo.ipi': 'pub_ipi_invalid',
      'body.lodInfo.firstName': 'pub_length_invalid',
      'body.lodInfo.lastName': 'pub_required',
    });
    expect((await client.get('/api/publishing/registration')).body.data.registration).toBeNull();

    const created = await client.post('/api/publishing/registration', lod);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      success: true,
      registration: { type: 'LOD', status: 'INIT', lodInfo: { id: null, pro: 'bmi', ipi: IPI }, songwriter: { firstName: 'Ana', lastName: 'Souza' } },
    });
    expect((await client.get('/api/publishing/registration')).body.data.registration).toEqual(created.body.data.registration);
    expect((await client.post('/api/publishing/registration', lod)).body.baseResponse.messageKey).toBe('pub_already_registered');
    const writers = (await client.get('/api/publishing/songwriters', { count: '100' })).body.data;
    expect(writers).toMatchObject({ total: 1, songwriters: [{ firstName: 'Ana', lastName: 'Souza', pro: 'bmi', ipi: IPI, isSelf: true }] });
  });

  it('signs up a non-member in the US with ASCAP, keeping the social security number sealed; not in Brazil', async () => {
    const ascap = {
      type: 'ASCAP',
      proInfo: {
        firstName: 'Jo',
        lastName: 'Miller',
        streetAddress: '12 Harbor Road',
        socialSecurityNumber: '123-45-6789',
        state: 'TX',
        city: 'Austin',
        zipCode: '73301',
        phoneNumber: { prefix: '+1', number: '5125550100' },
      },
    };
    const brazilian = await signedArtist(ctx, { region: 'BR' });
    expect(details(await brazilian.client.post('/api/publishing/registration', ascap))).toEqual({ 'body.proInfo.region': 'pub_region_unsupported' });

    const american = await signedArtist(ctx, { region: 'US' });
    const wrong = await american.client.post('/api/publishing/registration', { ...ascap, proInfo: { ...ascap.proInfo, zipCode: '7330', socialSecurityNumber: 123456789 } });
    expect(details(wrong)).toEqual({ 'body.proInfo.zipCode': 'pub_format_invalid', 'body.proInfo.socialSecurityNumber': 'pub_format_invalid' });
    const created = await american.client.post('/api/publishing/registration', ascap);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.registration).toMatchObject({ type: 'ASCAP', status: 'INIT', lodInfo: null });
    expect(JSON.stringify(created.body)).not.toContain('6789');
    const [row] = await ctx.services.db.select().from(publishingRegistrations).where(eq(publishingRegistrations.userId, american.userId));
    expect(JSON.stringify(row)).not.toContain('123456789');
    expect((await sealerFor(ctx.services.config)).open(row!.ssnSealed!)).toBe('123456789');
  });

  it('is closed while the publishingService gate is off, and needs OffPublishingService', async () => {
    const { owner, member } = await ownerWithMember(ctx, { 1: [1] });
    await ctx.services.db.update(users).set({ signStatus: 2 }).where(eq(users.id, owner.userId));
    expect((await member.client.get('/api/publishing/registration')).status).toBe(403);
    expect((await member.client.post('/api/publishing/registration', lod)).status).toBe(403);

    const { client, userId } = await signedArtist(ctx);
    await ctx.services.gates.save({ scope: 'system', key: 'publishingService', enabled: false, description: 'Publishing area' }, userId);
    try {
      const closed = await client.get('/api/publishing/registration');
      expect(closed.status).toBe(403);
      expect(closed.body.baseResponse.messageKey).toBe('error_publishing_unavailable');
    } finally {
      await ctx.services.gates.save({ scope: 'system', key: 'publishingService', enabled: true, description: 'Publishing area' }, userId);
    }
  });
});

describe('songwriters (CreateOutsideSongwriter, list)', () => {
  it('adds co-writers with the modal’s rules and no name twice', async () => {
    const { client } = await registeredWithSong();
    const bad = await client.post('/api/publishing/songwriters', { firstName: 'R', lastName: 'Stone', email: 'rio@', pro: 'ascap', ipi: '42' });
    expect(details(bad)).toEqual({ 'body.firstName': 'pub_length_invalid', 'body.email': 'pub_email_invalid', 'body.ipi': 'pub_ipi_invalid' });
    const rio = await client.post('/api/publishing/songwriters', { firstName: 'Rio', lastName: 'Stone', email: 'rio@example.com', pro: 'ascap', ipi: OTHER_IPI });
    expect(rio.body.data).toEqual({ id: expect.any(Number), ipiInvalid: false });
    expect((await client.post('/api/publishing/songwriters', { firstName: 'rio', lastName: 'STONE', email: 'x@example.com', pro: 'bmi', ipi: OTHER_IPI })).body.baseResponse.messageKey).toBe(
      'pub_songwriter_duplicate',
    );
    expect((await client.post('/api/publishing/songwriters', { firstName: 'Rio', lastName: 'Stone', email: 'rio@example.com', pro: 'ascap', ipi: OTHER_IPI, extra: 1 })).status).toBe(400);
    const list = (await client.get('/api/publishing/songwriters', { count: '100', offset: '0' })).body.data;
    expect(list.songwriters.map((writer: { firstName: string; isSelf: boolean }) => [writer.firstName, writer.isSelf])).toEqual([
      ['Ana', true],
      ['Rio', false],
    ]);
  });
});

describe('tracks (SearchSong, SubmitTrackPublishing, ListTrackPublishing)', () => {
  it('lists the accepted tracks, takes a composition whose shares total 100 %, and keeps it final', async () => {
    const { client, songId, isrc } = await registeredWithSong('夜に駆ける');
    const songs = (await client.get('/api/publishing/songs', { value: '駆', count: '100', eligibleOnly: 'true' })).body.data;
    expect(songs).toMatchObject({ total: 1, songList: [{ songId, title: '夜に駆ける', isrc, eligible: true, ineligibleReasons: [], needsEnglishTitle: true, publishingInfo: null }] });
    const writers = (await client.get('/api/publishing/songwriters')).body.data.songwriters;
    const self = writers[0].id as number;
    const rio = (await client.post('/api/publishing/songwriters', { firstName: 'Rio', lastName: 'Stone', email: 'rio@example.com', pro: 'ascap', ipi: OTHER_IPI })).body.data.id as number;

    const submit = (body: object) => client.post('/api/publishing/tracks', { songId, englishTitle: 'Yoru ni Kakeru', ...body });
    expect(
      details(
        await submit({
          publishingSplits: [
            { songwriterId: self, percentage: 6000 },
            { songwriterId: rio, percentage: 3000 },
          ],
        }),
      ),
    ).toEqual({ 'body.publishingSplits': 'pub_percentage_total' });
    expect(
      details(
        await submit({
          publishingSplits: [
            { songwriterId: self, percentage: 6000 },
            { songwriterId: 999_999, percentage: 4000 },
          ],
        }),
      ),
    ).toEqual({ 'body.publishingSplits.1.songwriterId': 'pub_songwriter_required' });
    expect(
      details(
        await submit({
          publishingSplits: [
            { songwriterId: rio, percentage: 5000 },
            { songwriterId: rio, percentage: 5000 },
          ],
        }),
      ),
    ).toEqual({ 'body.publishingSplits.1.songwriterId': 'pub_songwriter_duplicate' });
    expect(
      details(
        await submit({
          publishingSplits: [
            { songwriterId: self, percentage: 10_001 },
            { songwriterId: rio, percentage: -1 },
          ],
        }),
      ),
    ).toMatchObject({ 'body.publishingSplits.0.percentage': 'pub_percentage_invalid', 'body.publishingSplits.1.percentage': 'pub_percentage_invalid' });
    expect(details(await submit({ englishTitle: '', publishingSplits: [{ songwriterId: self, percentage: 10_000 }] }))).toEqual({ 'body.englishTitle': 'pub_required' });
    const stranger = await registeredWithSong();
    expect((await stranger.client.post('/api/publishing/tracks', { songId, englishTitle: 'X', publishingSplits: [{ songwriterId: self, percentage: 10_000 }] })).status).toBe(404);

    const done = await submit({
      publishingSplits: [
        { songwriterId: self, percentage: 6000 },
        { songwriterId: rio, percentage: 4000 },
      ],
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({ songId, status: 'SUBMITTED' });
    expect((await submit({ publishingSplits: [{ songwriterId: self, percentage: 10_000 }] })).body.baseResponse.messageKey).toBe('pub_already_registered');

    const page = (await client.get('/api/publishing/tracks', { count: '10', offset: '0' })).body.data;
    expect(page).toMatchObject({ total: 1, trackList: [{ songId, songTitle: '夜に駆ける', isrc, status: 'SUBMITTED' }] });
    const one = (await client.get('/api/publishing/tracks', { songId: String(songId), count: '100' })).body.data;
    expect(one.splitList).toEqual([
      { songwriterId: self, percentage: 6000, name: 'Ana Souza', isSelf: true },
      { songwriterId: rio, percentage: 4000, name: 'Rio Stone', isSelf: false },
    ]);
    expect((await stranger.client.get('/api/publishing/tracks', { songId: String(songId) })).body.data).toMatchObject({ total: 0, trackList: [], splitList: [] });
    expect((await client.get('/api/publishing/songs', { eligibleOnly: 'true' })).body.data.total).toBe(0);
    expect((await client.get('/api/publishing/songs')).body.data.songList[0]).toMatchObject({ eligible: false, ineligibleReasons: ['already_registered'], publishingInfo: { status: 'SUBMITTED' } });
  });

  it('pages the song list in the database and the eligible list after its rules', async () => {
    const { client, userId, songId: first } = await registeredWithSong('Page One');
    const more: number[] = [];
    for (const title of ['Page Two', 'Page Three']) {
      const release = await client.post('/api/release', await validSingle(ctx, userId, { title }, { title }));
      await operator.post('/api/admin/releases/decide', { albumId: release.body.data.albumId, decision: 'approve' });
      more.push(release.body.data.tracks[0].songId as number);
    }
    const self = (await client.get('/api/publishing/songwriters')).body.data.songwriters[0].id as number;
    expect((await client.post('/api/publishing/tracks', { songId: more[0], publishingSplits: [{ songwriterId: self, percentage: 10_000 }] })).status).toBe(200);

    const ids = (answer: { body: { data: { songList: { songId: number }[] } } }) => answer.body.data.songList.map((song) => song.songId);
    const all1 = await client.get('/api/publishing/songs', { count: '2', offset: '0' });
    const all2 = await client.get('/api/publishing/songs', { count: '2', offset: '2' });
    expect(all1.body.data.total).toBe(3);
    expect([...ids(all1), ...ids(all2)]).toEqual([more[1], more[0], first]);
    const eligible1 = await client.get('/api/publishing/songs', { count: '1', offset: '0', eligibleOnly: 'true' });
    const eligible2 = await client.get('/api/publishing/songs', { count: '1', offset: '1', eligibleOnly: 'true' });
    expect(eligible1.body.data.total).toBe(2);
    expect([...ids(eligible1), ...ids(eligible2)]).toEqual([more[1], first]);
    expect((await client.get('/api/publishing/songs', { value: 'three', count: '100' })).body.data).toMatchObject({
      total: 1,
      songList: [{ songId: more[1], title: 'Page Three', displayArtistList: [expect.any(String)] }],
    });
  });

  it('holds the account to the track’s own publishing share and refuses tracks that are not eligible', async () => {
    const { client, songId } = await registeredWithSong('Half Mine', { publishingPercentage: 5000, existPublisher: false });
    const self = (await client.get('/api/publishing/songwriters')).body.data.songwriters[0].id as number;
    const rio = (await client.post('/api/publishing/songwriters', { firstName: 'Rio', lastName: 'Stone', email: 'rio@example.com', pro: 'ascap', ipi: OTHER_IPI })).body.data.id as number;
    const wrongShare = await client.post('/api/publishing/tracks', {
      songId,
      publishingSplits: [
        { songwriterId: self, percentage: 7000 },
        { songwriterId: rio, percentage: 3000 },
      ],
    });
    expect(details(wrongShare)).toEqual({ 'body.publishingSplits': 'pub_self_share_fixed' });
    expect(
      (
        await client.post('/api/publishing/tracks', {
          songId,
          publishingSplits: [
            { songwriterId: self, percentage: 5000 },
            { songwriterId: rio, percentage: 5000 },
          ],
        })
      ).status,
    ).toBe(200);

    const pending = await signedArtist(ctx);
    const underReview = (await pending.client.post('/api/release', await validSingle(ctx, pending.userId))).body.data;
    await pending.client.post('/api/publishing/registration', lod);
    expect((await pending.client.get('/api/publishing/songs')).body.data.total).toBe(0);
    expect((await pending.client.post('/api/publishing/tracks', { songId: underReview.tracks[0].songId, publishingSplits: [{ songwriterId: 1, percentage: 10_000 }] })).status).toBe(404);
  });
});

describe('operators (registrations)', () => {
  it('sends a sign-up’s information on, activates it, or fails it with a reason the account reads', async () => {
    const member = await signedArtist(ctx);
    const registration = (await member.client.post('/api/publishing/registration', lod)).body.data.registration;
    expect((await member.client.get('/api/admin/publishing/registrations')).status).toBe(403);
    const waiting = (await operator.get('/api/admin/publishing/registrations', { status: 'INIT', count: '200' })).body.data;
    expect(waiting.registrations.find((entry: { id: number }) => entry.id === registration.id)).toMatchObject({
      userId: member.userId,
      type: 'LOD',
      lodInfo: { pro: 'bmi', ipi: IPI },
      ssnLastFour: null,
    });

    const decide = (body: object) => operator.post('/api/admin/publishing/registrations/decide', { id: registration.id, ...body });
    expect(details(await decide({ decision: 'info_sent' }))).toEqual({ 'body.lodId': 'validation_required' });
    expect((await decide({ decision: 'info_sent', lodId: 'LOD-4711' })).body.data).toMatchObject({ status: 'INFO_SENT', lodId: 'LOD-4711' });
    expect((await member.client.get('/api/publishing/registration')).body.data.registration).toMatchObject({ status: 'INFO_SENT', lodInfo: { id: 'LOD-4711' } });
    expect(JSON.stringify((await member.client.get('/api/notice/list')).body.data)).toContain('/publishing/tracks');
    expect((await decide({ decision: 'info_sent', lodId: 'LOD-1' })).body.baseResponse.messageKey).toBe('pub_registration_wrong_status');
    expect((await decide({ decision: 'success' })).body.data.status).toBe('SUCCESS');
    expect((await decide({ decision: 'fail', reason: 'late' })).status).toBe(409);

    const refused = await signedArtist(ctx, { region: 'US' });
    const ascap = {
      type: 'ASCAP',
      proInfo: {
        firstName: 'Jo',
        lastName: 'Miller',
        streetAddress: '1 Main St',
        socialSecurityNumber: '987654321',
        state: 'NY',
        city: 'Albany',
        zipCode: '12207',
        phoneNumber: { prefix: '+1', number: '5185550100' },
      },
    };
    const second = (await refused.client.post('/api/publishing/registration', ascap)).body.data.registration;
    const listed = (await operator.get('/api/admin/publishing/registrations', { status: 'INIT', count: '200' })).body.data.registrations.find((entry: { id: number }) => entry.id === second.id);
    expect(listed).toMatchObject({ type: 'ASCAP', ssnLastFour: '4321', proInfo: { city: 'Albany', zipCode: '12207' } });
    expect(JSON.stringify(listed)).not.toContain('987654321');
    expect(details(await operator.post('/api/admin/publishing/registrations/decide', { id: second.id, decision: 'fail' }))).toEqual({ 'body.reason': 'validation_required' });
    await operator.post('/api/admin/publishing/registrations/decide', { id: second.id, decision: 'fail', reason: 'The address could not be verified' });
    expect((await refused.client.get('/api/publishing/registration')).body.data.registration).toMatchObject({ status: 'FAILED', failureReason: 'The address could not be verified' });
    expect(JSON.stringify((await refused.client.get('/api/notice/list')).body.data)).toContain('The address could not be verified');
    // A refused sign-up may be sent again.
    expect((await refused.client.post('/api/publishing/registration', ascap)).body.data.registration.status).toBe('INIT');
    expect((await operator.post('/api/admin/publishing/registrations/decide', { id: 999_999, decision: 'success' })).status).toBe(404);
  });
});

describe('operators (CWR registration files and acknowledgements)', () => {
  it('exports the submitted compositions as CWR 2.1 and reads the societies’ answers back', async () => {
    // Whatever earlier tests submitted goes out first.
    await operator.post('/api/admin/publishing/cwr/export');
    const { client, songId, isrc } = await registeredWithSong('夜明けの歌');
    const self = (await client.get('/api/publishing/songwriters')).body.data.songwriters[0].id as number;
    const rio = (await client.post('/api/publishing/songwriters', { firstName: 'Rio', lastName: 'Stone', email: 'rio@example.com', pro: 'ascap', ipi: OTHER_IPI })).body.data.id as number;
    await client.post('/api/publishing/tracks', {
      songId,
      englishTitle: 'Song of Dawn',
      publishingSplits: [
        { songwriterId: self, percentage: 7500 },
        { songwriterId: rio, percentage: 2500 },
      ],
    });
    const second = await registeredWithSong('Second Light');
    const secondSelf = (await second.client.get('/api/publishing/songwriters')).body.data.songwriters[0].id as number;
    await second.client.post('/api/publishing/tracks', { songId: second.songId, publishingSplits: [{ songwriterId: secondSelf, percentage: 10_000 }] });

    expect((await client.post('/api/admin/publishing/cwr/export')).status).toBe(403);
    const exported = await operator.call('POST', '/api/admin/publishing/cwr/export');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="CW\d{6}SPT_000\.V21"/);
    const works = readRegisteredWorks(parseCwr(String(exported.body)));
    const dawn = works.find((work) => work.submitterWorkNumber === String(songId))!;
    expect(dawn).toMatchObject({ title: 'SONG OF DAWN', recordings: [expect.objectContaining({ isrc })] });
    // Our writer keeps half of their 75 % performance share (we publish the rest); the co-writer keeps all of theirs.
    expect(dawn.writers.map((writer) => [writer.lastName, writer.controlled, writer.shares.pr, writer.society])).toEqual([
      ['SOUZA', true, 3750, '021'],
      ['STONE', false, 2500, '010'],
    ]);
    expect(works.some((work) => work.submitterWorkNumber === String(second.songId))).toBe(true);
    expect((await operator.get('/api/admin/publishing/works', { status: 'EXPORTED', count: '200' })).body.data.works.find((work: { songId: number }) => work.songId === songId)).toMatchObject({
      title: '夜明けの歌',
      englishTitle: 'Song of Dawn',
      writers: [
        { name: 'Ana Souza', percentage: 7500, isSelf: true },
        { name: 'Rio Stone', percentage: 2500, isSelf: false },
      ],
    });
    expect((await operator.post('/api/admin/publishing/cwr/export')).body.baseResponse.messageKey).toBe('pub_nothing_to_export');

    const answer = acknowledgementFile({ code: '021', name: 'BMI' }, [
      ack(0, String(songId), 'SONG OF DAWN', '887766', 'AS'),
      ack(1, String(second.songId), 'SECOND LIGHT', '', 'RJ'),
      msg(1, 1, 'SWR', 3, '045', 'WRITER IPI NAME NUMBER NOT FOUND'),
      ack(2, '999999999', 'NOT OURS', '', 'AS'),
    ]);
    const imported = await operator.post('/api/admin/publishing/cwr/acknowledgements', { content: answer });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toEqual({
      society: { code: '021', name: 'BMI' },
      applied: [
        { songId, status: 'REGISTERED' },
        { songId: second.songId, status: 'REJECTED' },
      ],
      unknownWorks: ['999999999'],
      registrationsActivated: 1,
    });
    expect((await client.get('/api/publishing/tracks')).body.data.trackList[0]).toMatchObject({ songId, status: 'REGISTERED' });
    expect((await client.get('/api/publishing/registration')).body.data.registration.status).toBe('SUCCESS');
    expect(JSON.stringify((await second.client.get('/api/notice/list')).body.data)).toContain('WRITER IPI NAME NUMBER NOT FOUND');

    const broken = await operator.post('/api/admin/publishing/cwr/acknowledgements', { content: 'HDR nonsense' });
    expect(broken.status).toBe(400);
    expect(broken.body.baseResponse.messageKey).toMatch(/^publishing_cwr_/);
  });
});
