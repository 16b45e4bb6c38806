import { AigcResultCode } from '@portal/domain/aigc/tasks';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { aigcRefusal, readAigcTask, taskFileKey } from '../aigc/tasks.ts';
import { finishCodeFlow, verifyGoogleToken } from '../oauth/flows.ts';
import { linkOf, settingsFor, startAuthorization } from '../oauth/links.ts';
import type { ProviderSettings } from '../oauth/providers.ts';
import { VIDEO_FILE, VIDEO_KINDS } from './video-tasks.ts';

/**
 * Posting a finished video through the accounts linked in the accounts issue (decision 038). The adapters speak the
 * platforms' public upload APIs with the linked account's token: the short-video platform's inbox upload (the user
 * publishes from the app) and the video-sharing platform's resumable upload. Tests never reach them: they check the
 * refusals in front of them.
 */

type PostPlatform = 'tiktok' | 'youtube';

/** The platforms' upload permissions: a link made for analytics alone does not carry them. */
export const POSTING_SCOPES: Record<PostPlatform, string> = {
  tiktok: 'video.upload',
  youtube: 'https://www.googleapis.com/auth/youtube.upload',
};

const refuse = (key: string) => aigcRefusal(AigcResultCode.INVALID_REQUEST, 400, key);

/** The finished video of a task of the account, and the linked account to post it with. */
async function readyToPost(services: Services, actor: Actor, taskId: number, platform: PostPlatform) {
  const task = await readAigcTask(services, actor, taskId, VIDEO_KINDS);
  if (task.state !== 'Success') throw refuse('mv_post_task_not_finished');
  const link = await linkOf(services, actor.accountId, platform);
  if (!link) throw refuse('mv_post_not_linked');
  if (!((link.scopes as string[] | null) ?? []).includes(POSTING_SCOPES[platform])) throw refuse('mv_post_not_authorised');
  const settings = settingsFor(services, platform);
  const object = await services.files.getStream(taskFileKey(task.id, VIDEO_FILE));
  if (!object) throw aigcRefusal(AigcResultCode.DOWNLOAD_FAILURE, 400);
  return { settings, token: link.accessToken, object };
}

async function call(url: string, init: RequestInit & { duplex?: 'half' }): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) }).catch(() => null);
  if (!response?.ok) throw refuse('mv_post_failed');
  return response;
}

export interface VideoUpload {
  settings: ProviderSettings;
  token: string;
  object: { stream: AsyncIterable<Uint8Array>; size: number };
}

/** The short-video platform's inbox upload: init with the size, then the bytes in one chunk. */
export async function uploadToShortVideo({ settings, token, object }: VideoUpload): Promise<string> {
  const init = await call(`${settings.apiUrl}/post/publish/inbox/video/init/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=UTF-8' },
    body: JSON.stringify({ source_info: { source: 'FILE_UPLOAD', video_size: object.size, chunk_size: object.size, total_chunk_count: 1 } }),
  });
  const { data } = (await init.json()) as { data?: { publish_id?: string; upload_url?: string } };
  if (!data?.upload_url || !data.publish_id) throw refuse('mv_post_failed');
  await call(data.upload_url, {
    method: 'PUT',
    headers: { 'content-type': 'video/mp4', 'content-range': `bytes 0-${object.size - 1}/${object.size}`, 'content-length': String(object.size) },
    body: object.stream as unknown as BodyInit,
    duplex: 'half',
  });
  return data.publish_id;
}

/** The video-sharing platform's resumable upload: the metadata opens a session, the bytes go to its address. */
export async function uploadToVideoSharing({ settings, token, object }: VideoUpload, meta: { title: string; description: string; privacy: string }): Promise<string> {
  const uploadBase = settings.apiUrl.replace(/\/youtube\/v3$/, '/upload/youtube/v3');
  const session = await call(`${uploadBase}/videos?uploadType=resumable&part=snippet,status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=UTF-8', 'x-upload-content-length': String(object.size), 'x-upload-content-type': 'video/mp4' },
    body: JSON.stringify({ snippet: { title: meta.title, description: meta.description }, status: { privacyStatus: meta.privacy } }),
  });
  const location = session.headers.get('location');
  if (!location) throw refuse('mv_post_failed');
  const uploaded = await call(location, { method: 'PUT', headers: { 'content-type': 'video/mp4', 'content-length': String(object.size) }, body: object.stream as unknown as BodyInit, duplex: 'half' });
  const { id } = (await uploaded.json()) as { id?: string };
  if (!id) throw refuse('mv_post_failed');
  return id;
}

export async function postVideoToShortVideo(services: Services, actor: Actor, body: { taskId: number; caption: string }) {
  const upload = await readyToPost(services, actor, body.taskId, 'tiktok');
  return { posted: true as const, platform: 'tiktok' as const, remoteId: await uploadToShortVideo(upload) };
}

export async function postVideoToVideoSharing(services: Services, actor: Actor, body: { taskId: number; title: string; description: string; privacy: string }) {
  const upload = await readyToPost(services, actor, body.taskId, 'youtube');
  return { posted: true as const, platform: 'youtube' as const, remoteId: await uploadToVideoSharing(upload, body) };
}

/** Authorising the tools to post: the linking flows of the accounts module, coming back to the studio. */
export const authorizePosting = (services: Services, actor: Actor, platform: PostPlatform, nextPath: string, language: string) =>
  startAuthorization(services, actor.accountId, platform, nextPath, language, [POSTING_SCOPES[platform]]).then(({ authorizeUrl }) => ({ authorizeUrl }));

export const shortVideoCallback = (services: Services, query: { code?: string | undefined; state?: string | undefined; error?: string | undefined }) =>
  finishCodeFlow(services, 'tiktok', query as { code?: string; state?: string; error?: string });

export const videoSharingCallback = (services: Services, query: { state: string; accessToken: string }) => verifyGoogleToken(services, query);
