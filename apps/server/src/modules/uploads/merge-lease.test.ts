import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpArtist, type TestContext } from '../../test/harness.ts';
import { completeUpload } from './complete-upload.ts';
import { ownSession } from './upload-sessions.ts';
import { initUpload, makeWav, sha256 } from './test-files.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ uploadMergeLeaseSeconds: 1 });
});
afterAll(() => ctx.close());

describe('the merge lease', () => {
  it('stays with a merge that runs longer than the lease, so a second merge of the same upload is refused meanwhile', async () => {
    const artist = await signUpArtist(ctx);
    const wav = makeWav({ seconds: 1 });
    const started = (await initUpload(artist.client, wav)).body.data;
    const session = await ownSession(ctx.services, artist.userId, started.uploadId);
    let finishWrite = () => {};
    const slowWrite = () => new Promise<{ size: number; sha256: string }>((resolve) => (finishWrite = () => resolve({ size: wav.length, sha256: sha256(wav) })));
    const first = completeUpload(ctx.services, artist.userId, session, slowWrite).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    // Past the one-second lease: the running merge renewed it.
    const second = await completeUpload(ctx.services, artist.userId, await ownSession(ctx.services, artist.userId, started.uploadId), slowWrite).catch(
      (error: { messageKey?: string }) => error.messageKey,
    );
    expect(second).toBe('upload_merge_in_progress');
    finishWrite();
    await first;
  });
});
