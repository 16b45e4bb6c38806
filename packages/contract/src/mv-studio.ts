import { z } from 'zod';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { BusinessCode } from '@portal/domain/errors';
import { MV_ASPECTS, MV_MOTIONS, MV_STYLES, MV_TEMPLATES, MV_TRANSITIONS, MV_VISUALISERS } from '@portal/domain/mv-studio/concept';
import { SHOTS_MAX } from '@portal/domain/mv-studio/shots';
import { defineRoute, download } from './route.ts';
import { aigcTask, aigcTaskCreated } from './aigc.ts';
import * as heads from './heads/mv-studio.ts';

export const mvTemplate = z.enum(MV_TEMPLATES);
export const mvAspect = z.enum(MV_ASPECTS);
export const mvStyle = z.enum(MV_STYLES);
export const mvMotion = z.enum(MV_MOTIONS);
/** The audio of a video: a song of the account's catalogue, or (without songId) one of its audio uploads. */
const source = { songId: z.number().int().positive().optional(), fileId: z.string().min(1).max(100).optional() };
const projectId = z.number().int().positive();
/** 'artwork' or the uri of one of the account's checked photos. */
const imageRef = z.string().min(1).max(80);

export const mvShot = z.object({ startMs: z.number(), durationMs: z.number().int(), image: imageRef, motion: mvMotion });

export const mvProject = z.object({
  projectId: z.number(),
  songId: z.number().nullable(),
  fileId: z.string().nullable(),
  songTitle: z.string(),
  template: mvTemplate,
  aspect: mvAspect,
  style: mvStyle,
  visualiser: z.enum(MV_VISUALISERS),
  transition: z.enum(MV_TRANSITIONS),
  segmentStartMs: z.number(),
  durationMs: z.number(),
  /** The images the video may show: 'artwork' first when the release has one, then the user's photos. */
  images: z.array(z.object({ ref: imageRef, url: z.string().nullable() })),
  shots: z.array(mvShot),
  shotsConfirmed: z.boolean(),
  /** The latest render of this project. */
  videoTaskId: z.number().nullable(),
});

export const videoOutput = z.object({
  fileName: z.string(),
  url: z.string(),
  sizeBytes: z.number(),
  durationSec: z.number(),
  width: z.number(),
  height: z.number(),
  songId: z.number().nullable(),
  songTitle: z.string(),
});

export const videoTask = aigcTask(videoOutput);

export const getSongDetail = defineRoute(heads.getSongDetail, {
  summary: 'A song of the account (or an audio upload) as the studio uses it: its audio and artwork, length, timed lyrics if it has them, its sections and the suggested clip start.',
  query: z.object({ songId: z.coerce.number().int().positive().optional(), fileId: z.string().min(1).max(100).optional() }),
  response: z.object({
    songId: z.number().nullable(),
    title: z.string(),
    artistName: z.string(),
    durationMs: z.number(),
    audioUrl: z.string(),
    artworkUrl: z.string().nullable(),
    /** How many timed lyric lines the video can show (LRC of the lyric editor, or the track's lyrics when they are LRC). */
    timedLyricLines: z.number(),
    sections: z.array(z.object({ startMs: z.number(), endMs: z.number() })),
    suggestedStartMs: z.number(),
  }),
});

export const getProject = defineRoute(heads.getProject, {
  summary: 'Not in document 1: a studio project of the account (to resume the steps after a reload).',
  query: z.object({ projectId: z.coerce.number().int().positive() }),
  response: mvProject,
});

export const regenerateConcept = defineRoute(heads.regenerateConcept, {
  summary: 'Step 1: the concept (template, aspect, style) of a new project for a song, or a fresh look for an existing one; the shots are then planned again. Takes the concept credits.',
  body: z.object({ ...source, projectId: projectId.optional(), template: mvTemplate, aspect: mvAspect, style: mvStyle }),
  response: mvProject,
  errorCodes: [BusinessCode.OUT_OF_CREDITS],
});

export const generateShots = defineRoute(heads.generateShots, {
  summary: "Step 2: a shot list from the song's sections and the project's images (again for another plan); confirmation is undone. Takes the shots credits.",
  body: z.object({ projectId }),
  response: mvProject,
  errorCodes: [BusinessCode.OUT_OF_CREDITS],
});

export const updateShots = defineRoute(heads.updateShots, {
  summary: 'Step 2: the edited shot list (length, image and motion of each shot; together as long as the video); confirmation is undone.',
  body: z.object({
    projectId,
    shots: z
      .array(z.object({ durationMs: z.number().int(), image: imageRef, motion: mvMotion }))
      .min(1)
      .max(SHOTS_MAX),
  }),
  response: mvProject,
});

export const confirmAllShots = defineRoute(heads.confirmAllShots, {
  summary: 'Step 2: the shot list is final; the render can start.',
  body: z.object({ projectId }),
  response: mvProject,
});

export const genFinalVideo = defineRoute(heads.genFinalVideo, {
  summary: 'Step 3: renders the project (a creation task of kind mv_video) once its shots are confirmed.',
  body: z.object({ projectId }),
  response: aigcTaskCreated,
  errorCodes: [BusinessCode.OUT_OF_CREDITS, AigcResultCode.INVALID_REQUEST],
});

export const CLIP_MIN_MS = 3000;
export const CLIP_MAX_MS = 60_000;

export const createVideoTask = defineRoute(heads.createVideoTask, {
  summary: 'The template video editor: a short clip (3–60 s) of a song with a template, aspect, style, images and lyrics on or off, rendered as a creation task of kind video_edit.',
  body: z.object({
    ...source,
    template: mvTemplate,
    aspect: mvAspect,
    style: mvStyle,
    startMs: z.number().int().min(0),
    durationMs: z.number().int().min(CLIP_MIN_MS).max(CLIP_MAX_MS),
    images: z.array(imageRef).max(8).default([]),
    lyrics: z.boolean().default(true),
  }),
  response: aigcTaskCreated,
  errorCodes: [BusinessCode.OUT_OF_CREDITS, AigcResultCode.INVALID_REQUEST],
});

export const getVideoTask = defineRoute(heads.getVideoTask, {
  summary: 'A video task of the account: state (Init, Processing, Success, Fail), progress, and the MP4 when done.',
  query: z.object({ taskId: z.coerce.number().int().positive() }),
  response: videoTask,
});

export const getMineVideoTasks = defineRoute(heads.getMineVideoTasks, {
  summary: "The account's video tasks (studio renders and editor clips), newest first.",
  query: z.object({ page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(50).default(10) }),
  response: z.object({ items: z.array(videoTask.extend({ songTitle: z.string() })), total: z.number() }),
});

export const actImage = z.object({
  /** The photo's id to name in update-act-in-mv-uri and the shots; null when it was refused. */
  uri: z.string().nullable(),
  url: z.string().nullable(),
  ok: z.boolean(),
  /** Message keys of what is wrong (size, format, no visible subject). */
  problems: z.array(z.string()),
  format: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** 0–1: how clearly one subject stands out from its background (decision 038: a subject, not specifically a face). */
  subjectScore: z.number().nullable(),
});

export const verifyActInMvImage = defineRoute(heads.verifyActInMvImage, {
  summary: 'Checks a photo of the user for the video (multipart: file): JPEG, PNG or WebP, 512–8000 px a side, at most 10 MB, and a visible subject; kept for use when it passes.',
  body: z.object({ file: z.custom<Buffer>((value) => Buffer.isBuffer(value), { message: 'validation_required' }) }),
  response: actImage,
});

export const mvImage = defineRoute(heads.mvImage, {
  summary: "Not in document 1: one of the account's checked photos (for the studio's thumbnails); 404 for anyone else.",
  query: z.object({ uri: z.string().regex(/^mv_[A-Za-z0-9_-]{10,60}$/) }),
  response: download,
});

export const updateActInMvUri = defineRoute(heads.updateActInMvUri, {
  summary: "The checked photos that appear in a project's video (up to 8, in order); the shots are then planned again.",
  body: z.object({ projectId, uris: z.array(z.string().min(1).max(80)).max(8) }),
  response: mvProject,
});

const authorize = z.object({ authorizeUrl: z.string() });
const nextPath = z.object({
  nextPath: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/)
    .max(200)
    .default('/creation/mv-studio'),
});

export const ttAuthAuthorize = defineRoute(heads.ttAuthAuthorize, {
  summary: 'Where to send the user to let the tools post to their short-video account (the short-video authorisation with the state carrying nextPath and redirectURI).',
  query: nextPath,
  response: authorize,
});

export const ttAuthCallback = defineRoute(heads.ttAuthCallback, {
  summary: 'The short-video authorisation comes back: the code is exchanged and the account linked; errorCode 0 or an OAuth state error (10, 20, 30, 40).',
  query: z.object({ code: z.string().max(2000).optional(), state: z.string().max(2000).optional(), error: z.string().max(200).optional() }),
  response: z.object({ errorCode: z.number(), errorMsg: z.string() }),
});

export const ytbAuthAuthorize = defineRoute(heads.ytbAuthAuthorize, {
  summary: 'Where to send the user to let the tools post to their video-sharing channel.',
  query: nextPath,
  response: authorize,
});

export const ytbAuthCallback = defineRoute(heads.ytbAuthCallback, {
  summary: 'The video-sharing authorisation comes back (state and the access token of the implicit flow): the token is checked and the channel linked.',
  query: z.object({ state: z.string().max(2000), accessToken: z.string().max(4000) }),
  response: z.object({ errorCode: z.number(), platform: z.string(), nextPath: z.string() }),
});

const posted = z.object({ posted: z.literal(true), platform: z.enum(['tiktok', 'youtube']), remoteId: z.string() });

export const postVideoToTt = defineRoute(heads.postVideoToTt, {
  summary: 'Posts a finished video to the linked short-video account (its inbox, for the user to publish from the app).',
  body: z.object({ taskId: z.number().int().positive(), caption: z.string().max(2200).default('') }),
  response: posted,
});

export const postVideoToYtb = defineRoute(heads.postVideoToYtb, {
  summary: 'Uploads a finished video to the linked video-sharing channel (private or unlisted until the user publishes it there).',
  body: z.object({
    taskId: z.number().int().positive(),
    title: z.string().min(1).max(100),
    description: z.string().max(5000).default(''),
    privacy: z.enum(['private', 'unlisted']).default('private'),
  }),
  response: posted,
});
