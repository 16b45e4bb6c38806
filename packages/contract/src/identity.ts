import { z } from 'zod';
import { defineRoute, download } from './route.ts';
import * as heads from './heads/identity.ts';

const uploaded = z.object({ uri: z.string(), url: z.string(), width: z.number(), height: z.number() });
const fileBody = z.object({ file: z.custom<Buffer>((value) => Buffer.isBuffer(value), { message: 'validation_required' }) });

export const uploadIdPhoto = defineRoute(heads.uploadIdPhoto, {
  summary: 'Upload one photo of an identity document (multipart: file); JPEG, PNG or WebP up to 10 MB, kept private',
  body: fileBody,
  response: uploaded,
});

export const uploadPortrait = defineRoute(heads.uploadPortrait, {
  summary: 'Upload the account’s avatar (multipart: file); cropped to a 256 px square',
  body: fileBody,
  response: uploaded,
});

export const viewImage = defineRoute(heads.viewImage, {
  summary: 'An uploaded image: ID photos to their owner and operators only, avatars to anyone signed in',
  query: z.object({ uri: z.string().regex(/^uf_[A-Za-z0-9_-]{16,64}$/) }),
  response: download,
});

export const address = z.object({
  line1: z.string().max(200),
  line2: z.string().max(200).optional(),
  city: z.string().max(200),
  state: z.string().max(100).optional(),
  postalCode: z.string().max(40),
  country: z.string().max(2),
});

const piBody = z
  .object({
    legalName: z.string().max(200),
    birthDate: z.string().max(10),
    address,
    idType: z.number().int().min(0).max(99),
    idNumber: z.string().max(60),
    /** The compressed value of document 3: "front,back" (back may be absent). */
    photos: z.string().max(200),
    residenceCertificate: z.string().max(100).optional(),
  })
  .strict();

export const personalInfoSchema = z.object({
  legalName: z.string(),
  birthDate: z.string(),
  address,
  idType: z.number(),
  idNumber: z.string(),
  photos: z.string(),
  residenceCertificate: z.string().nullable(),
  version: z.number(),
  submittedAt: z.string(),
});

const piAnswer = z.object({
  status: z.number(),
  info: personalInfoSchema.nullable(),
  rejectReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Document types accepted in the account's region. */
  allowedIdTypes: z.array(z.number()),
});

export const getPersonalInfo = defineRoute(heads.getPersonalInfo, {
  summary: 'The identity the account submitted, its review state, and the document types of its region',
  response: piAnswer,
});

export const submitPersonalInfo = defineRoute(heads.submitPersonalInfo, {
  summary: 'Submit the identity for review (first time, or again after a rejection)',
  body: piBody,
  response: piAnswer,
});

export const updateApprovedPersonalInfo = defineRoute(heads.updateApprovedPersonalInfo, {
  summary: 'Change an approved identity; it goes back to review',
  body: piBody,
  response: piAnswer,
});
