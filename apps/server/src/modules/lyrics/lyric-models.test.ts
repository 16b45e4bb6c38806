import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { signedArtist, storedFile, toneWav } from '../../test/releases.ts';
import { runAigcTask } from '../aigc/tasks.ts';
import { cleanLyrics } from './lyric-models.ts';

/** A stand-in for the hosted models: speaks the chat-completions and audio-transcriptions APIs and records each request. */
interface Received {
  path: string;
  authorization: string | undefined;
  json?: any;
  form?: FormData;
}
let received: Received[] = [];
let answer: (path: string) => { status: number; body: unknown; delayMs?: number } = () => ({ status: 500, body: {} });

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

let server: Server;
let ctx: TestContext;
let artist: Awaited<ReturnType<typeof signedArtist>>;
let albumId: number;
const ENV_KEYS = ['LYRICS_LLM_URL', 'LYRICS_LLM_API_KEY', 'LYRICS_LLM_MODEL', 'LYRICS_ASR_URL', 'LYRICS_ASR_API_KEY', 'LYRICS_ASR_MODEL', 'LYRICS_ASR_TIMEOUT_MS'];

/** A WAV of silence: the tone's header with every sample zero. */
const silentWav = () => {
  const wav = toneWav(2);
  wav.fill(0, 44);
  return wav;
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const bytes = await bodyOf(req);
    const type = req.headers['content-type'] ?? '';
    const entry: Received = { path: req.url ?? '', authorization: req.headers.authorization };
    if (type.startsWith('application/json')) entry.json = JSON.parse(bytes.toString('utf8'));
    if (type.startsWith('multipart/form-data')) entry.form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    received.push(entry);
    const { status, body, delayMs } = answer(entry.path);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  Object.assign(process.env, {
    LYRICS_LLM_URL: base,
    LYRICS_LLM_API_KEY: 'sk-write',
    LYRICS_LLM_MODEL: 'lyric-writer',
    LYRICS_ASR_URL: `${base}/`,
    LYRICS_ASR_API_KEY: 'sk-hear',
    LYRICS_ASR_MODEL: 'whisper-1',
  });
  ctx = await createTestContext();
  artist = await signedArtist(ctx);
  const tracks = [
    { title: 'Tone', fullAudio: await storedFile(ctx, artist.userId, 'audio', {}, toneWav(3)), lyricsLanguage: 'pt-BR' },
    { title: 'Silence', fullAudio: await storedFile(ctx, artist.userId, 'audio', {}, silentWav()) },
    { title: 'Garbage', fullAudio: await storedFile(ctx, artist.userId, 'audio', {}, Buffer.from('this is not audio at all'.repeat(40))) },
  ];
  albumId = (await artist.client.post('/api/draft-release', { kind: 'ALBUM', album: { title: 'Heard' }, tracks })).body.data.albumId;
});
afterEach(() => {
  received = [];
});
afterAll(async () => {
  for (const key of ENV_KEYS) delete process.env[key];
  await ctx?.close();
  await new Promise((resolve) => server.close(resolve));
});

/** Starts a task through the API, runs it as the job would, and reads it back through the API. */
async function runTask(path: string, body: object) {
  const created = await artist.client.post(path, body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await runAigcTask(ctx.services, created.body.data.taskId);
  return (await artist.client.get(`/api/lyrics/task?taskId=${created.body.data.taskId}`)).body.data;
}
const credits = async () => (await artist.client.get('/api/aigc/get-aigc-basic')).body.data.creditsLeft as number;

describe('writing lyrics with a chat-completions model', () => {
  it('sends the brief to the configured model and answers its words, cleaned and checked for explicit terms', async () => {
    answer = () => ({ status: 200, body: { choices: [{ message: { role: 'assistant', content: '[Verse 1]\nLuzes do porto\nNo fucking way home\n\nChorus:\nMaré alta' } }] } });
    expect((await artist.client.get('/api/lyrics/editor-context')).body.data).toMatchObject({ generation: true, transcription: true });
    const before = await credits();
    const task = await runTask('/api/aigc/gen-song-lyrics', { theme: 'a harbour at night', language: 'pt-BR', genre: 'Bossa nova', mood: 'wistful' });
    expect(task).toMatchObject({
      kind: 'lyrics_generate',
      state: 'Success',
      resultCode: 0,
      output: { lyrics: 'Luzes do porto\nNo fucking way home\n\nMaré alta', lines: null, explicit: { terms: ['fucking'], mustBeExplicit: true } },
    });
    expect(await credits()).toBe(before - 2);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer sk-write');
    expect(request!.json.model).toBe('lyric-writer');
    expect(request!.json.messages[0].content).toContain('Write in Brazilian Portuguese.');
    expect(request!.json.messages[1].content).toBe('Theme: a harbour at night\nGenre: Bossa nova\nMood: wistful');
  });

  it('ends Fail with the result code of the model’s refusal, giving the credits back', async () => {
    const before = await credits();
    answer = () => ({ status: 429, body: { error: { message: 'slow down' } } });
    expect(await runTask('/api/aigc/gen-song-lyrics', { theme: 'rain', language: 'en' })).toMatchObject({
      state: 'Fail',
      resultCode: AigcResultCode.QPS_LIMIT,
      output: null,
      errorKey: 'aigc_result_qps_limit',
    });
    answer = () => ({ status: 200, body: { choices: [{ message: { content: '   ' } }] } });
    expect(await runTask('/api/aigc/gen-song-lyrics', { theme: 'rain', language: 'en' })).toMatchObject({ state: 'Fail', resultCode: AigcResultCode.PROCESSING_ERROR });
    expect(await credits()).toBe(before);
  });

  it('keeps sung lines and drops section labels and fences', () => {
    expect(cleanLyrics('```\n(Chorus)\nHello\n\n\n\nPre-Chorus:\nWorld\n[Bridge]\n```')).toBe('Hello\n\nWorld');
  });
});

describe('transcribing a track with a Whisper-like model', () => {
  it('sends the audio as 16 kHz mono WAV with the model and language, and answers lines timed by segment', async () => {
    answer = () => ({
      status: 200,
      body: {
        text: 'Luzes do porto. Maré alta.',
        segments: [
          { start: 0.42, end: 2.1, text: ' Luzes do porto' },
          { start: 2.456, end: 3, text: ' Maré alta' },
        ],
      },
    });
    const task = await runTask('/api/aigc/gen-asr-lyrics', { source: `draft:${albumId}:0` });
    expect(task).toMatchObject({
      kind: 'lyrics_asr',
      state: 'Success',
      output: {
        lyrics: 'Luzes do porto\nMaré alta',
        lines: [
          { text: 'Luzes do porto', timeMs: 420 },
          { text: 'Maré alta', timeMs: 2_460 },
        ],
        explicit: { terms: [], mustBeExplicit: false },
      },
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/v1/audio/transcriptions');
    expect(request!.authorization).toBe('Bearer sk-hear');
    const form = request!.form!;
    expect([form.get('model'), form.get('language'), form.get('response_format')]).toEqual(['whisper-1', 'pt', 'verbose_json']);
    const wav = Buffer.from(await (form.get('file') as Blob).arrayBuffer());
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect({ channels: wav.readUInt16LE(22), sampleRate: wav.readUInt32LE(24), bits: wav.readUInt16LE(34) }).toEqual({ channels: 1, sampleRate: 16_000, bits: 16 });
    // Three seconds of 16-bit samples at 16 kHz, within a few milliseconds of resampling.
    expect(Math.abs((wav.length - 44) / 2 / 16_000 - 3)).toBeLessThan(0.01);
  });

  it('gives untimed words when the service answers text without segments', async () => {
    answer = () => ({ status: 200, body: { text: ' Luzes do porto ' } });
    expect((await runTask('/api/aigc/gen-asr-lyrics', { source: `draft:${albumId}:0`, language: 'en' })).output).toEqual({
      lyrics: 'Luzes do porto',
      lines: null,
      explicit: { terms: [], mustBeExplicit: false },
    });
    expect(received[0]!.form!.get('language')).toBe('en');
  });

  it('refuses silent and undecodable audio with their result codes without calling the model', async () => {
    answer = () => ({ status: 200, body: { text: 'never' } });
    expect(await runTask('/api/aigc/gen-asr-lyrics', { source: `draft:${albumId}:1` })).toMatchObject({ state: 'Fail', resultCode: AigcResultCode.SILENT_AUDIO });
    expect(await runTask('/api/aigc/gen-asr-lyrics', { source: `draft:${albumId}:2` })).toMatchObject({ state: 'Fail', resultCode: AigcResultCode.INVALID_FORMAT });
    expect(received).toEqual([]);
  });

  it('answers TIMEOUT when the service is too slow, and not found for a track that is not there', async () => {
    process.env.LYRICS_ASR_TIMEOUT_MS = '50';
    answer = () => ({ status: 200, body: { text: 'late' }, delayMs: 300 });
    expect(await runTask('/api/aigc/gen-asr-lyrics', { source: `draft:${albumId}:0` })).toMatchObject({ state: 'Fail', resultCode: AigcResultCode.TIMEOUT });
    delete process.env.LYRICS_ASR_TIMEOUT_MS;
    expect((await artist.client.post('/api/aigc/gen-asr-lyrics', { source: `draft:${albumId}:9` })).status).toBe(404);
  });
});
