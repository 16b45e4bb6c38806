import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClient } from '../../lib/api-client.ts';
import { DUMP_DOWNLOAD_SHARE, fileNameFrom, fileTypeFrom, linkProblem, uploadFromLink, type LinkUploadDeps } from './dump-from-link.ts';
import { checkReleaseFile, DumpFailed, dumpOnServer } from './upload-api.ts';
import { makeWav } from './test-audio.ts';

const LINK = 'https://cdn.example.com/masters/Song%20One.wav';

/** A source answering `bytes` in `parts` chunks, with the given status and headers. */
function source(bytes: Uint8Array, { status = 200, parts = 4, headers = {} as Record<string, string>, failAfter = Infinity } = {}) {
  const size = Math.ceil(bytes.length / parts);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= failAfter) return controller.error(new TypeError('network error'));
      if (sent * size >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(sent * size, (sent + 1) * size));
      sent++;
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'audio/wav', 'content-length': String(bytes.length), ...headers } });
}

/** Deps whose upload runs the real checks of a picked file, then reports the chunked upload's progress. */
function fakeDeps(answer: () => Promise<Response>) {
  const uploaded: File[] = [];
  const deps: LinkUploadDeps = {
    fetch: vi.fn(answer) as unknown as typeof fetch,
    upload: vi.fn(async (file: File, onProgress: (percent: number) => void) => {
      await checkReleaseFile(file, 'audio');
      uploaded.push(file);
      for (const percent of [0, 40, 99, 100]) onProgress(percent);
      return 'file-1';
    }),
    serverDump: vi.fn(async () => 'server-file'),
  };
  return { deps, uploaded };
}

async function failureOf(promise: Promise<unknown>): Promise<DumpFailed> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DumpFailed);
  return error as DumpFailed;
}

describe('adding a file from a link in the browser', () => {
  it('downloads for the first half of the progress and uploads for the second, with the same checks as a picked file', async () => {
    const wav = makeWav({ seconds: 2 });
    const { deps, uploaded } = fakeDeps(async () => source(wav));
    const progress: number[] = [];
    expect(await uploadFromLink(LINK, 'audio', (percent) => progress.push(percent), deps)).toBe('file-1');

    const uploadStarts = progress.indexOf(DUMP_DOWNLOAD_SHARE);
    expect(progress.slice(0, uploadStarts).every((percent) => percent < DUMP_DOWNLOAD_SHARE)).toBe(true);
    expect(progress.slice(0, uploadStarts).length).toBeGreaterThanOrEqual(3);
    expect(progress.slice(uploadStarts)).toEqual([50, 50, 70, 99, 100]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(deps.fetch).toHaveBeenCalledWith(LINK, { credentials: 'omit', redirect: 'follow' });
    expect(deps.serverDump).not.toHaveBeenCalled();

    const [file] = uploaded;
    expect(file!.name).toBe('Song One.wav');
    expect(file!.type).toBe('audio/wav');
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(wav);
  });

  it('reports a source answering 300 or more as 400 "failed to get source file to dump", without uploading', async () => {
    const { deps } = fakeDeps(async () => new Response('gone', { status: 404 }));
    const failure = await failureOf(uploadFromLink(LINK, 'audio', () => {}, deps));
    expect(failure).toMatchObject({ status: 400, key: 'upload_dump_source_failed', reason: { key: 'upload_dump_source_status', vars: { status: 404 } } });
    expect(deps.upload).not.toHaveBeenCalled();
    expect(deps.serverDump).not.toHaveBeenCalled();
    const multipleChoices = fakeDeps(async () => new Response(null, { status: 300 }));
    expect(await failureOf(uploadFromLink(LINK, 'audio', () => {}, multipleChoices.deps))).toMatchObject({ status: 400, reason: { vars: { status: 300 } } });
  });

  it('reports a body that breaks off as unreadable', async () => {
    const { deps } = fakeDeps(async () => source(makeWav(), { failAfter: 2 }));
    expect(await failureOf(uploadFromLink(LINK, 'audio', () => {}, deps))).toMatchObject({ status: 400, key: 'upload_dump_body_unreadable', reason: null });
    expect(deps.upload).not.toHaveBeenCalled();
  });

  it('reports a file the checks refuse as an invalid dumped file, with the check’s message', async () => {
    const { deps, uploaded } = fakeDeps(async () => source(makeWav({ channels: 1 })));
    expect(await failureOf(uploadFromLink(LINK, 'audio', () => {}, deps))).toMatchObject({
      status: 400,
      key: 'upload_dump_invalid',
      reason: { key: 'upload_number_of_channels_invalid', vars: { channels: 2 } },
    });
    expect(uploaded).toEqual([]);
  });

  it('stops reading a source larger than the kind allows', async () => {
    const announced = fakeDeps(async () => source(makeWav(), { headers: { 'content-length': String(3 * 1024 ** 3) } }));
    expect(await failureOf(uploadFromLink(LINK, 'audio', () => {}, announced.deps))).toMatchObject({ key: 'upload_dump_invalid', reason: { key: 'upload_size_too_large', vars: { max: '2 GB' } } });
    const unannounced = fakeDeps(async () => {
      const response = source(new Uint8Array(21 * 1024 * 1024), { parts: 21 });
      response.headers.delete('content-length');
      return response;
    });
    expect(await failureOf(uploadFromLink(LINK, 'proof', () => {}, unannounced.deps))).toMatchObject({ key: 'upload_dump_invalid', reason: { key: 'upload_size_too_large', vars: { max: '20 MB' } } });
  });

  it('names and types the file from the response, or from the link when the response says nothing useful', async () => {
    const { deps, uploaded } = fakeDeps(async () => source(makeWav(), { headers: { 'content-type': 'binary/octet-stream' } }));
    await uploadFromLink('https://bucket.example.com/a/b/take-3.WAV?sig=1', 'audio', () => {}, deps);
    expect({ name: uploaded[0]!.name, type: uploaded[0]!.type }).toEqual({ name: 'take-3.WAV', type: 'audio/wav' });
    expect(fileNameFrom('https://example.com/get/12345', 'audio/x-flac; charset=binary')).toBe('12345.flac');
    expect(fileNameFrom('https://example.com/', '')).toBe('download');
    expect(fileTypeFrom('', 'cover.JPG')).toBe('image/jpeg');
    expect(fileTypeFrom('text/html; charset=utf-8', 'cover.jpg')).toBe('text/html');
  });
});

describe('links the browser cannot fetch go to the server', () => {
  it('falls back to the server’s dump on a network or CORS failure, and only then', async () => {
    const { deps } = fakeDeps(async () => {
      throw new TypeError('Failed to fetch');
    });
    const progress: number[] = [];
    expect(await uploadFromLink(LINK, 'audio', (percent) => progress.push(percent), deps)).toBe('server-file');
    expect(deps.serverDump).toHaveBeenCalledWith(LINK);
    expect(progress).toEqual([100]);

    const aborted = fakeDeps(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(uploadFromLink(LINK, 'audio', () => {}, aborted.deps)).rejects.toMatchObject({ name: 'AbortError' });
    expect(aborted.deps.serverDump).not.toHaveBeenCalled();
  });

  describe('the server’s refusals', () => {
    afterEach(() => resetApiClient());
    const answer = (status: number, messageKey: string, details: unknown[]) =>
      configureApiClient({
        readCsrfToken: () => 't',
        report: () => {},
        fetch: async () => new Response(JSON.stringify({ baseResponse: { errorCode: 1, message: 'x', messageKey, details } }), { status, headers: { 'content-type': 'application/json' } }),
      });

    it('keep the event text and the particular reason', async () => {
      answer(400, 'upload_dump_source_failed', [{ field: 'body.sourceUrl', messageKey: 'upload_dump_address_refused', message: '' }]);
      expect(await failureOf(dumpOnServer(LINK, 'audio'))).toMatchObject({ status: 400, key: 'upload_dump_source_failed', reason: { key: 'upload_dump_address_refused' } });

      answer(400, 'upload_dump_source_failed', [{ field: 'body.sourceUrl', messageKey: 'upload_dump_source_failed', message: '', vars: { status: 503 } }]);
      expect(await failureOf(dumpOnServer(LINK, 'audio'))).toMatchObject({ key: 'upload_dump_source_failed', reason: { key: 'upload_dump_source_status', vars: { status: 503 } } });

      answer(400, 'upload_dump_invalid', [{ field: 'body.sourceUrl', messageKey: 'upload_samplebits_too_low', message: '', vars: { min: 16 } }]);
      expect(await failureOf(dumpOnServer(LINK, 'audio'))).toMatchObject({ key: 'upload_dump_invalid', reason: { key: 'upload_samplebits_too_low', vars: { min: 16 } } });
    });
  });
});

describe('the pasted link', () => {
  it('must be an https address without credentials', () => {
    expect(linkProblem(` ${LINK} `)).toBeNull();
    expect(linkProblem('http://example.com/a.wav')).toBe('upload_link_https_only');
    expect(linkProblem('ftp://example.com/a.wav')).toBe('upload_link_https_only');
    expect(linkProblem('https://user:secret@example.com/a.wav')).toBe('upload_link_credentials');
    expect(linkProblem('example.com/a.wav')).toBe('upload_link_invalid');
  });
});
