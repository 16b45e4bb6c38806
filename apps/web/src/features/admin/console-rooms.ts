import type { ResponseOf } from '@portal/contract/route';
import type * as admin from '@portal/contract/admin';
import { optionSource } from '../../lib/option-sources.ts';

export type ConsoleCounts = ResponseOf<typeof admin.consoleCounts>;

export type RoomId = 'overview' | 'reviews' | 'identity' | 'deliveries' | 'money' | 'imports' | 'publishing' | 'promotion' | 'support' | 'gates' | 'outbox' | 'health';

export interface Room {
  id: RoomId;
  /** Its address: /admin for the overview, /admin/<id> for the others. */
  path: string;
  labelKey: string;
  /** What waits in the room for an operator; rooms with nothing to wait for have none. */
  waiting?: (counts: ConsoleCounts) => number;
  /** The ids of the sections the one-page console had (`/admin#withdrawals`), now in this room. */
  anchors: string[];
}

const room = (id: RoomId, labelKey: string, anchors: string[], waiting?: Room['waiting']): Room => ({ id, path: id === 'overview' ? '/admin' : `/admin/${id}`, labelKey, anchors, waiting });

/** The rooms of the operator console, in the side navigation's order (decision 068). */
export const ROOMS: Room[] = [
  room('overview', 'console_room_overview', []),
  room('reviews', 'console_room_reviews', ['releases'], (c) => c.releaseReviews),
  room('identity', 'console_room_identity', ['identity', 'artist-claims', 'offline-contracts'], (c) => c.identityReviews + c.artistClaims),
  room('deliveries', 'admin_deliveries_title', [], (c) => c.failedDeliveries),
  room('money', 'console_room_money', ['withdrawals', 'advances', 'direct-transfers'], (c) => c.waitingWithdrawals),
  room('imports', 'console_room_imports', ['sales-imports', 'analytics-imports'], (c) => c.failedImports),
  room('publishing', 'admin_tab_publishing', ['publishing'], (c) => c.publishingRegistrations),
  room('promotion', 'console_room_promotion', ['promotion', 'monetization', 'activities', 'open-extras'], (c) => c.promotionApplications + c.oacMerges),
  room('support', 'console_room_support', ['support', 'client-errors'], (c) => c.openSupport),
  room('gates', 'console_room_gates', ['feature-gates', 'store-rules', 'settings']),
  room('outbox', 'admin_tab_outbox', ['outbox']),
  room('health', 'health_title', [], (c) => c.healthProblems),
];

/** The rooms as the phone's select lists them (their counts are added where they are known). */
export const roomOptions = optionSource('admin.console-rooms', (t) => ROOMS.map((room) => ({ value: room.path, label: t(room.labelKey) })));

/** The room a pathname is in (/admin/money/… is Money); the overview for /admin and anything unknown. */
export function roomOf(pathname: string): Room {
  const id = /^\/admin\/([^/]+)/.exec(pathname)?.[1];
  return ROOMS.find((candidate) => candidate.id === id && id !== 'overview') ?? ROOMS[0]!;
}

/** Where an old one-page link (`/admin#withdrawals`) lands now: the room with that section, at the section; null when no room has it. */
export function roomForAnchor(hash: string): string | null {
  const anchor = hash.replace(/^#/, '');
  const found = anchor ? ROOMS.find((candidate) => candidate.anchors.includes(anchor)) : undefined;
  return found ? `${found.path}#${anchor}` : null;
}
