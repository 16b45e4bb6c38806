import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractUpgradeNeeded } from '@portal/domain/contracts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts';
import { readAcknowledgements } from '../modules/publishing/cwr/acknowledgements.ts';
import { acknowledgement, DEMO_ISWC } from './seed-demo-publishing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function login(email: string) {
  const client = ctx.client();
  expect((await client.post('/api/passport/login/password', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return client;
}

describe('publishing in the demo', () => {
  it('opens the area and shows the artist a composition UBC registered with an ISWC', async () => {
    // Without the demo data the gate keeps its default: off.
    expect(await ctx.services.gates.isOn('system', 'publishingService')).toBe(false);

    expect(await seedDemo(ctx.services, { analytics: false })).toBe(true);

    const artist = await login('artist@demo.soundport.example');
    expect((await artist.get('/api/system/feature/gate')).body.data.gates.publishingService).toBe(true);
    // Active: the UBC sign-up went to the administrator and a work of hers is registered.
    expect((await artist.get('/api/publishing/registration')).body.data.registration).toMatchObject({
      type: 'LOD',
      status: 'SUCCESS',
      lodInfo: { id: 'LOD-BR-20417', pro: 'ubc' },
      songwriter: { firstName: 'Luna', middleName: 'Vale', lastName: 'Ferreira' },
    });
    const list = (await artist.get('/api/publishing/tracks', { offset: '0', count: '10' })).body.data;
    expect(list.total).toBe(2);
    const noite = list.trackList.find((track: { songTitle: string }) => track.songTitle === 'Noite de Vidro');
    expect(noite).toMatchObject({ status: 'REGISTERED', iswc: DEMO_ISWC, percentage: 5000 });
    expect(list.trackList.find((track: { songTitle: string }) => track.songTitle === 'Maré Alta')).toMatchObject({ status: 'EXPORTED', iswc: null });
    // Its detail: her half and Caio Mendes's.
    const detail = (await artist.get('/api/publishing/tracks', { offset: '0', count: '100', songId: String(noite.songId) })).body.data;
    expect(detail.splitList).toEqual([
      expect.objectContaining({ name: 'Luna Vale Ferreira', percentage: 5000, isSelf: true }),
      expect.objectContaining({ name: 'Caio Mendes', percentage: 5000, isSelf: false }),
    ]);
    const song = (await artist.get('/api/publishing/songs', { songId: String(noite.songId), offset: '0', count: '1', eligibleOnly: 'false' })).body.data.songList[0];
    expect(song).toMatchObject({ title: 'Noite de Vidro', iswc: DEMO_ISWC, publishingInfo: { status: 'REGISTERED' } });
    expect(JSON.stringify((await artist.get('/api/notice/list')).body.data)).toContain('Noite de Vidro');

    // The operator's console holds the file sent and UBC's answer.
    const operator = await login('operator@demo.soundport.example');
    const works = (await operator.get('/api/admin/publishing/works', { offset: '0', count: '10' })).body.data.works;
    expect(works.find((work: { title: string }) => work.title === 'Noite de Vidro')).toMatchObject({ status: 'REGISTERED', iswc: DEMO_ISWC, societyWorkId: 'UBC-7731904' });
    const fileName = `CW${String(new Date().getUTCFullYear() % 100).padStart(2, '0')}0001SPT_000.V21`;
    const sent = await ctx.services.files.get(`publishing/cwr/${fileName}`);
    // UBC's answer, as the seed built it, is a well-formed acknowledgement: counts right, the ISWC in its copy of the work.
    const answer = readAcknowledgements(acknowledgement(sent!.bytes.toString('ascii'), [{ workNumber: String(noite.songId), societyWorkId: 'UBC-7731904', iswc: DEMO_ISWC }]));
    expect(answer.issues).toEqual([]);
    expect(answer.society).toEqual({ code: '093', name: 'UBC' });
    expect(answer.acknowledgements).toEqual([
      expect.objectContaining({ submitterWorkNumber: String(noite.songId), societyWorkId: 'UBC-7731904', iswc: DEMO_ISWC, status: 'AS', title: 'NOITE DE VIDRO', originalTransactionType: 'NWR' }),
    ]);

    // The label, whose publishing amendment waits, is not signed up and reaches the area's landing page.
    const label = await login('label@demo.soundport.example');
    const labelRegistration = await label.get('/api/publishing/registration');
    expect(labelRegistration.status).toBe(200);
    expect(labelRegistration.body.data.registration).toBeNull();
    const contract = (await label.get('/api/contract/info')).body.data;
    expect(contract.hasSigned).toBe(true);
    expect(contractUpgradeNeeded(contract.upgradeStatus)).toBe(true);
  }, 120_000);
});
