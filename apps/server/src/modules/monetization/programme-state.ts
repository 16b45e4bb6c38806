import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { contracts, monetizationFeatures, monetizationOptIns, releases, tracks } from '@portal/db/schema';
import type { MonetizationTrack } from '@portal/contract/monetization';
import { ContractSignStatus } from '@portal/domain/contracts';
import { ReleaseStatus } from '@portal/domain/enums';
import { breakthroughTiers, effectiveOptInState, monetizationTypes, programmeContractType, type MonetizationType, type OptInState } from '@portal/domain/monetization/programmes';
import { monetizationRefusal, UNQUALIFIED_KEY, type MonetizationSubject } from '@portal/domain/monetization/qualify';
import type { AlbumInput, ReleaseUserFlags, TrackInput } from '@portal/domain/release/model';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { fileUrl } from '../uploads/record-file.ts';
import { releaseUserFlags } from '../releases/rule-context.ts';

export interface ProgrammeContract {
  contractType: number;
  contractId: number | null;
  signStatus: number | null;
  signed: boolean;
}

/** Everything a track's state in the programmes depends on besides the track: read once per call. */
export interface AccountMonetization {
  user: ReleaseUserFlags;
  defaults: Record<MonetizationType, boolean>;
  contracts: Map<number, ProgrammeContract>;
}

export type OptInRow = typeof monetizationOptIns.$inferSelect;

export interface AccountTrack {
  songId: number;
  albumId: number;
  title: string;
  version: string;
  isrc: string;
  data: TrackInput;
  album: AlbumInput;
  releaseTitle: string;
  releaseStatus: number;
}

const isSigned = (status: number) => status === ContractSignStatus.USER_SIGNED || status === ContractSignStatus.ALL_SIGNED;
export const noDefaults = () => Object.fromEntries(monetizationTypes.map((type) => [type, false])) as Record<MonetizationType, boolean>;

/** The release form's own opt-in flags (document 3 section 3) count as the track's wish for these programmes. */
const formFlag: Partial<Record<MonetizationType, keyof TrackInput>> = { CML: 'optInCML', CAPCUT: 'optInCapCut', YOUTUBE_CONTENT_ID: 'optInYouTubeContentID' };

export async function readDefaults(services: Services, accountId: number) {
  const [row] = await services.db.select().from(monetizationFeatures).where(eq(monetizationFeatures.userId, accountId));
  return { defaults: { ...noDefaults(), ...((row?.defaults as Partial<Record<MonetizationType, boolean>>) ?? {}) }, updatedAt: row?.updatedAt ?? null };
}

/** The account's programme agreements: the newest one of each type that is not discarded. */
export async function programmeContracts(services: Services, accountId: number): Promise<Map<number, ProgrammeContract>> {
  const types = [...new Set(Object.values(programmeContractType))];
  const rows = await services.db
    .select({ id: contracts.id, type: contracts.type, signStatus: contracts.signStatus })
    .from(contracts)
    .where(and(eq(contracts.userId, accountId), inArray(contracts.type, types), ne(contracts.signStatus, ContractSignStatus.CANCELLED)))
    .orderBy(desc(contracts.id));
  const map = new Map<number, ProgrammeContract>();
  for (const type of types) {
    const row = rows.find((candidate) => candidate.type === type);
    map.set(type, { contractType: type, contractId: row?.id ?? null, signStatus: row?.signStatus ?? null, signed: row ? isSigned(row.signStatus) : false });
  }
  return map;
}

export async function accountMonetization(services: Services, account: UserRow): Promise<AccountMonetization> {
  const [user, { defaults }, contractMap] = await Promise.all([releaseUserFlags(services, account), readDefaults(services, account.id), programmeContracts(services, account.id)]);
  return { user, defaults, contracts: contractMap };
}

export const contractOf = (context: AccountMonetization, type: MonetizationType) => context.contracts.get(programmeContractType[type])!;

/** The account's submitted tracks, newest release first (drafts and deleted releases have none to monetize). */
export async function accountTracks(services: Services, accountId: number, songIds?: number[]): Promise<AccountTrack[]> {
  const rows = await services.db
    .select({ track: tracks, release: { id: releases.id, title: releases.title, status: releases.status, album: releases.album } })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(
      and(
        eq(tracks.ownerUserId, accountId),
        eq(releases.ownerUserId, accountId),
        eq(releases.isDraft, false),
        isNull(releases.deletedAt),
        ne(releases.status, ReleaseStatus.Init),
        songIds ? inArray(tracks.id, songIds) : undefined,
      ),
    )
    .orderBy(desc(releases.id), tracks.sequenceNumber);
  return rows.map(({ track, release }) => ({
    songId: track.id,
    albumId: release.id,
    title: track.title,
    version: track.version,
    isrc: track.isrc,
    data: track.data as TrackInput,
    album: release.album as AlbumInput,
    releaseTitle: release.title,
    releaseStatus: release.status,
  }));
}

/** The account's explicit choices in one programme (or, without a programme, in every one), by track. */
export async function optInRows(services: Services, accountId: number, type?: MonetizationType, songIds?: number[]): Promise<Map<string, Map<number, OptInRow>>> {
  const rows = await services.db
    .select()
    .from(monetizationOptIns)
    .where(and(eq(monetizationOptIns.ownerUserId, accountId), type ? eq(monetizationOptIns.programme, type) : undefined, songIds ? inArray(monetizationOptIns.trackId, songIds) : undefined));
  const byProgramme = new Map<string, Map<number, OptInRow>>();
  for (const row of rows) {
    if (!byProgramme.has(row.programme)) byProgramme.set(row.programme, new Map());
    byProgramme.get(row.programme)!.set(row.trackId, row);
  }
  return byProgramme;
}

const subjectOf = (track: AccountTrack): MonetizationSubject => ({ track: track.data, album: track.album, releaseStatus: track.releaseStatus });

/** Why the track cannot join (at this tier, for breakthrough), or null. */
export const refusalFor = (type: MonetizationType, track: AccountTrack, context: AccountMonetization, tier?: number) =>
  monetizationRefusal(type, subjectOf(track), context.user, type === 'BREAKTHROUGH' ? (tier ?? 1) : undefined);

export function stateOf(type: MonetizationType, track: AccountTrack, row: OptInRow | undefined, context: AccountMonetization): { state: OptInState; tier: number | null; reason: string | null } {
  const reason = refusalFor(type, track, context, row?.tier ?? undefined);
  const flag = formFlag[type];
  const state = effectiveOptInState({
    chosen: (row?.state as OptInState | undefined) ?? null,
    formOptIn: flag ? track.data[flag] === true : false,
    accountDefault: context.defaults[type],
    qualified: reason === null,
    contractSigned: contractOf(context, type).signed,
  });
  const joined = state === 'OPT_IN' || state === 'OPT_IN_INTENTION';
  return { state, tier: type === 'BREAKTHROUGH' && joined ? (row?.tier ?? 1) : null, reason };
}

export function trackEntry(type: MonetizationType, track: AccountTrack, row: OptInRow | undefined, context: AccountMonetization): MonetizationTrack {
  const { state, tier, reason } = stateOf(type, track, row, context);
  return {
    songId: track.songId,
    albumId: track.albumId,
    title: track.title,
    version: track.version,
    artistName: (track.data.uniMainArtistObjects ?? []).map((artist) => artist.name).join(', '),
    releaseTitle: track.releaseTitle,
    releaseStatus: track.releaseStatus,
    coverUrl: fileUrl(track.album.cover),
    isrc: track.isrc,
    state,
    tier,
    qualified: reason === null,
    messageKey: reason ? UNQUALIFIED_KEY : null,
    reason,
    tiers: type === 'BREAKTHROUGH' ? breakthroughTiers.filter((candidate) => refusalFor(type, track, context, candidate) === null) : [],
    optedInAt: row?.optedInAt?.toISOString() ?? null,
  };
}

/** One programme's page of the account's tracks, optionally only those in one state. */
export async function programmeTracks(services: Services, account: UserRow, type: MonetizationType, query: { offset: number; count: number; state?: OptInState }) {
  const [context, list, rows] = await Promise.all([accountMonetization(services, account), accountTracks(services, account.id), optInRows(services, account.id, type)]);
  const chosen = rows.get(type);
  const entries = list.map((track) => trackEntry(type, track, chosen?.get(track.songId), context)).filter((entry) => !query.state || entry.state === query.state);
  return { type, total: entries.length, contract: contractOf(context, type), tracks: entries.slice(query.offset, query.offset + query.count) };
}
