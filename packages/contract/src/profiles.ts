import { z } from 'zod';
import { artistLinkKinds, storeAccountKinds } from '@portal/domain/artist-links';
import { labelTitles } from '@portal/domain/catalog/label-titles';
import { defineRoute } from './route.ts';
import * as heads from './heads/profiles.ts';

const links = z.object(Object.fromEntries(artistLinkKinds.map((kind) => [kind, z.string().max(400)])) as Record<(typeof artistLinkKinds)[number], z.ZodString>).partial();
const storeAccounts = z.object(Object.fromEntries(storeAccountKinds.map((kind) => [kind, z.string().max(400)])) as Record<(typeof storeAccountKinds)[number], z.ZodString>).partial();

const claim = z.object({
  id: z.number(),
  platform: z.enum(storeAccountKinds),
  externalId: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'accepted', 'refused']),
  /** Why an operator refused it, for the artist to read. */
  refusalReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
const artistProfile = z.object({
  artistId: z.number(),
  artistName: z.string(),
  bio: z.string(),
  links: z.record(z.string(), z.string()),
  storeAccounts: z.record(z.string(), z.object({ url: z.string(), artistId: z.string() })),
  claims: z.array(claim),
});

export const updateArtist = defineRoute(heads.updateArtist, {
  summary: 'Update the artist profile: name, bio, platform links (https only) and store accounts',
  body: z.object({ artistName: z.string().trim().min(1).max(100).optional(), bio: z.string().max(2000).optional(), links: links.optional(), storeAccounts: storeAccounts.optional() }).strict(),
  response: artistProfile,
});

export const artistExtra = defineRoute(heads.artistExtra, {
  summary: 'An artist of the account with its links, store accounts and claims (artistType 0: the account’s own artist)',
  query: z.object({ artistId: z.coerce.number().int().positive(), artistType: z.coerce.number().int().min(0).max(1).default(0) }),
  response: artistProfile,
});

export const claimArtist = defineRoute(heads.claimArtist, {
  summary: 'Ask to be recognised as the artist of a Spotify or Apple Music artist page (its address or id); the store must know the profile (decision 058)',
  body: z.object({ platform: z.enum(storeAccountKinds), url: z.string().max(400) }).strict(),
  response: z.object({ claim }),
});

const labelTitle = z.enum(labelTitles.map((t) => t.id) as [string, ...string[]]);
const labelBody = z
  .object({
    companyName: z.string().trim().min(2).max(150),
    title: labelTitle,
    website: z.string().trim().max(300).optional(),
    country: z.string().length(2),
    foundedYear: z.number().int().min(1900).optional(),
  })
  .strict();
const labelProfile = z.object({
  labelName: z.string(),
  companyName: z.string(),
  title: z.string(),
  website: z.string().nullable(),
  country: z.string(),
  foundedYear: z.number().nullable(),
  status: z.number(),
});

export const createLabel = defineRoute(heads.createLabel, {
  summary: 'Describe the company behind a label account (once)',
  body: labelBody,
  response: labelProfile,
});

export const updateLabel = defineRoute(heads.updateLabel, {
  summary: 'Change the label profile before the account is approved',
  body: labelBody.partial().strict(),
  response: labelProfile,
});

export const updateApprovedLabel = defineRoute(heads.updateApprovedLabel, {
  summary: 'Change the label profile of an approved account; the account goes back to review',
  body: labelBody.partial().strict(),
  response: labelProfile,
});

export const getLabel = defineRoute(heads.getLabel, {
  summary: 'The label profile of the account, or null before it is created',
  response: z.object({ label: labelProfile.nullable() }),
});
