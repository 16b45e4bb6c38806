import type { User } from '@portal/contract/user';
import { isSettled, hasSigned, isProfilePassed } from '@portal/domain/user-state';
import { ownerAbilities } from '@portal/domain/permissions';
import { UserType } from '@portal/domain/enums';
import { dataCentreFor, isDataCentre, type DataCentre } from '@portal/domain/regions';
import { isBanned, type UserRow } from '../../platform/session.ts';
import { isEmailProven, type Actor } from '../../platform/actor.ts';

interface UserExtra {
  musicTabConfirmed?: boolean;
  mccReviewStatus?: number;
  musicTabEnableType?: number;
  googleOfflineEvents?: string[];
  metaArtistId?: string | null;
  avatarUri?: string;
  /** Operators exempt the account from "sign the contract first" before publishing (document 2 section 6). */
  publishingWithoutCheck?: boolean;
  /** The data centre chosen before sign-up (GET /idc/set). */
  dataCentre?: DataCentre;
}

/** The /user answer: stored fields plus the derived states of document 1 section 4 and the computed abilities. */
export function toUserDto(row: UserRow, options: { withPhone?: boolean; albumCount?: number; songStatusCount?: Record<string, number> } = {}): User {
  const extra = (row.extra ?? {}) as UserExtra;
  const isLabel = row.type === UserType.LABEL;
  return {
    userId: row.id,
    email: row.email,
    emailProven: isEmailProven(row),
    accountEmailProven: isEmailProven(row),
    ...(options.withPhone ? { phone: row.phone } : {}),
    hasPhone: row.phone !== null,
    region: row.region,
    dataCentre: isDataCentre(extra.dataCentre) ? extra.dataCentre : dataCentreFor(row.region),
    language: row.language,
    type: row.type === 0 || row.type === 1 ? row.type : null,
    organizationType: row.organizationType === 1 || row.organizationType === 2 ? row.organizationType : null,
    isLabel,
    nickname: row.nickname,
    avatarUrl: extra.avatarUri ? `/api/images/view?uri=${encodeURIComponent(extra.avatarUri)}` : null,
    status: row.status,
    signStatus: row.signStatus,
    hasSigned: hasSigned(row.signStatus),
    publishingWithoutCheck: extra.publishingWithoutCheck === true,
    profilePassed: isProfilePassed(row.status),
    isSettled: isSettled(row.status),
    userTag: row.userTag,
    tier: row.tier,
    catalogSizeLevel: row.catalogSizeLevel,
    isBanned: isBanned(row),
    banType: row.banType,
    isAdmin: row.isAdmin,
    source: row.source,
    inviteCode: row.inviteCode,
    needsProfile: row.type === null,
    albumSongCounts: { albumCount: options.albumCount ?? 0, songStatusCount: options.songStatusCount ?? {} },
    googleOfflineEvents: extra.googleOfflineEvents ?? [],
    extra: {
      musicTabConfirmed: extra.musicTabConfirmed ?? false,
      mccReviewStatus: extra.mccReviewStatus ?? 0,
      musicTabEnableType: extra.musicTabEnableType ?? 0,
    },
    userDetail: {
      userBase: { userId: row.id, nickname: row.nickname, region: row.region, createdAt: row.createdAt.toISOString() },
      userArtist: row.type === UserType.ARTIST ? { metaArtistId: extra.metaArtistId ?? null } : null,
      userLabel: isLabel ? { title: row.nickname, organizationType: row.organizationType ?? 2 } : null,
    },
    permissions: ownerAbilities(),
    team: null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The /user answer for a caller: the account they act in, with their own contact details, language and abilities.
 * A member never receives the owner's e-mail or phone.
 */
export function toActorDto(actor: Actor, options: Parameters<typeof toUserDto>[1] = {}): User {
  const dto = toUserDto(actor.account, options);
  if (actor.isOwner) return dto;
  const { person } = actor;
  return {
    ...dto,
    email: person.email,
    emailProven: isEmailProven(person),
    ...(options.withPhone ? { phone: person.phone } : {}),
    hasPhone: person.phone !== null,
    language: person.language,
    isAdmin: person.isAdmin,
    permissions: actor.abilities,
    team: { teamId: actor.teamId, teamName: actor.teamName ?? '', isOwner: false, memberUserId: person.id, memberNickname: person.nickname },
  };
}
