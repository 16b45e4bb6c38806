import { z } from 'zod';
import { BusinessCode } from '@portal/domain/errors';
import { COVER_ART_MOODS, COVER_ART_STYLES, COVER_ART_GENRES, COVER_SEED_MAX, COVER_TITLE_MAX, COVER_ARTIST_MAX } from '@portal/domain/cover-art/cover-art';
import { aigcTask, aigcTaskCreated } from './aigc.ts';
import { defineRoute, download } from './route.ts';
import * as heads from './heads/cover-art.ts';

/** The local styles, and `model`: a hosted image model's picture, when one is configured. */
export const coverArtStyle = z.enum([...COVER_ART_STYLES, 'model']);

export const coverArtRequest = z
  .object({
    title: z.string().max(COVER_TITLE_MAX * 2),
    artist: z
      .string()
      .max(COVER_ARTIST_MAX * 2)
      .default(''),
    genre: z.enum(COVER_ART_GENRES as [string, ...string[]]),
    mood: z.enum(COVER_ART_MOODS),
    style: coverArtStyle,
    /** The set's seed; the same request with the same seed makes the same four images. Random when left out. */
    seed: z.number().int().min(0).max(COVER_SEED_MAX).optional(),
    /** The uploaded picture (POST /aigc/cover-art/photo), for the photo-crop style. */
    photoId: z.string().max(100).optional(),
  })
  .strict();

export const coverArtImage = z.object({
  /** `ca_<task>_<n>`: what mget-imagex-urls and use-in-release take. */
  imageId: z.string(),
  /** The variation's own seed. */
  seed: z.number(),
  width: z.number(),
  height: z.number(),
  size: z.number(),
  contentType: z.string(),
});

export const coverArtOutput = z.object({ seed: z.number(), style: coverArtStyle, images: z.array(coverArtImage) });

export const generateCoverArt = defineRoute(heads.generateCoverArt, {
  summary: 'Starts making four 3000 x 3000 cover variations from title, artist, genre, mood and style (a creation task; 60004 when out of credits)',
  body: coverArtRequest,
  response: aigcTaskCreated.extend({ seed: z.number() }),
  errorCodes: [BusinessCode.OUT_OF_CREDITS],
});

export const coverArtResult = defineRoute(heads.coverArtResult, {
  summary: 'Not in document 1: a cover-art task, with its images once done',
  query: z.object({ taskId: z.coerce.number().int().positive() }),
  response: aigcTask(coverArtOutput),
});

export const coverArtOptions = defineRoute(heads.coverArtOptions, {
  summary: 'Not in document 1: the styles this server can make (the hosted-model style only when one is configured) and the credits one set costs',
  response: z.object({ styles: z.array(coverArtStyle), cost: z.number() }),
});

export const uploadCoverArtPhoto = defineRoute(heads.uploadCoverArtPhoto, {
  summary: 'Not in document 1: a picture for the photo-crop style (multipart: file); JPEG, PNG or WebP up to 10 MB, at least 1400 px a side',
  body: z.object({ file: z.custom<Buffer>((value) => Buffer.isBuffer(value), { message: 'validation_required' }) }),
  response: z.object({ photoId: z.string(), width: z.number(), height: z.number() }),
});

export const imagexUrls = defineRoute(heads.imagexUrls, {
  summary: "Signed, expiring URLs of several generated images of the account (ids comma-separated, up to 20); ids that are not the account's are listed as notFound",
  query: z.object({
    imageIds: z
      .string()
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.string().max(100)).min(1).max(20)),
  }),
  response: z.object({
    images: z.array(
      z.object({
        imageId: z.string(),
        /** The full 3000 x 3000 image, served as a download. */
        url: z.string(),
        /** A 640 px preview. */
        previewUrl: z.string(),
        /** When both URLs stop working (ISO time). */
        expiresAt: z.string(),
      }),
    ),
    notFound: z.array(z.string()),
  }),
});

export const imagexFile = defineRoute(heads.imagexFile, {
  summary: 'Not in document 1: a generated image by its signed URL (needs nothing else, like a presigned URL); 403 once expired or altered',
  query: z.object({ token: z.string().max(500) }),
  response: download,
});

export const useCoverArt = defineRoute(heads.useCoverArt, {
  summary: 'Not in document 1: makes a generated image a release cover through the upload checks and puts it into a draft (the given one, or a new draft titled like the cover)',
  body: z.object({ imageId: z.string().max(100), albumId: z.number().int().positive().optional() }).strict(),
  response: z.object({ fileId: z.string(), url: z.string(), albumId: z.number(), revision: z.number() }),
});
