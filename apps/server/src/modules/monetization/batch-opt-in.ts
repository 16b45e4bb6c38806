import { sql } from 'drizzle-orm';
import { monetizationOptIns } from '@portal/db/schema';
import type { batchResult } from '@portal/contract/monetization';
import { optInStateFor, type MonetizationType, type OptInState } from '@portal/domain/monetization/programmes';
import { UNQUALIFIED_KEY } from '@portal/domain/monetization/qualify';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { accountMonetization, accountTracks, contractOf, optInRows, refusalFor, stateOf, type AccountMonetization, type AccountTrack, type OptInRow } from './programme-state.ts';

type BatchResult = z.infer<typeof batchResult>;
/** What one track's request asks for: join (at a tier), change the tier, or leave. */
export type BatchAction = { kind: 'OPT_IN'; tier?: number } | { kind: 'CHANGE_TIER'; tier: number } | { kind: 'OPT_OUT' };

interface Decision {
  result: BatchResult;
  /** The row to write when the track's request is granted. */
  write?: { state: OptInState; tier: number | null };
}

function decide(type: MonetizationType, action: BatchAction, track: AccountTrack, row: OptInRow | undefined, context: AccountMonetization): Decision {
  const current = stateOf(type, track, row, context);
  const refused = (messageKey: string, reason: string | null): Decision => ({
    result: { songId: track.songId, qualified: false, state: current.state, tier: current.tier, messageKey, reason },
  });
  const granted = (state: OptInState, tier: number | null): Decision => ({
    result: { songId: track.songId, qualified: true, state, tier, messageKey: null, reason: null },
    write: { state, tier },
  });
  if (action.kind === 'OPT_OUT') return granted('OPT_OUT', null);
  const joined = current.state === 'OPT_IN' || current.state === 'OPT_IN_INTENTION';
  if (action.kind === 'CHANGE_TIER' && !joined) return refused('monetization_not_opted_in', null);
  const reason = refusalFor(type, track, context, action.tier);
  if (reason) return refused(UNQUALIFIED_KEY, reason);
  // Choosing again keeps an opt-in that already counts; otherwise the agreement decides between intention and opt-in.
  const state = current.state === 'OPT_IN' ? 'OPT_IN' : optInStateFor(contractOf(context, type).signed);
  return granted(state, type === 'BREAKTHROUGH' ? (action.tier ?? current.tier ?? 1) : null);
}

/**
 * Applies one request to every named track: each is checked and answered on its own, refused tracks keep their state.
 * Naming a track the account does not have refuses the whole call (404), as for any other account's object.
 */
export async function batchOptIn(services: Services, actor: Actor, type: MonetizationType, songIds: number[], action: BatchAction) {
  const [context, found, chosen] = await Promise.all([
    accountMonetization(services, actor.account),
    accountTracks(services, actor.accountId, songIds),
    optInRows(services, actor.accountId, type, songIds),
  ]);
  const rows = chosen.get(type) ?? new Map<number, OptInRow>();
  if (found.length !== songIds.length) throw refusal(404, 'monetization_song_not_found', 'body.songIds');
  const byId = new Map(found.map((track) => [track.songId, track]));
  const decisions = songIds.map((songId) => decide(type, action, byId.get(songId)!, rows.get(songId), context));
  const now = new Date();
  const writes = decisions.flatMap((decision) =>
    decision.write
      ? [
          {
            trackId: decision.result.songId,
            programme: type,
            ownerUserId: actor.accountId,
            state: decision.write.state,
            tier: decision.write.tier,
            optedInAt: decision.write.state === 'OPT_IN' ? (rows.get(decision.result.songId)?.optedInAt ?? now) : null,
            updatedByUserId: actor.person.id,
            updatedAt: now,
          },
        ]
      : [],
  );
  if (writes.length) {
    await services.db
      .insert(monetizationOptIns)
      .values(writes)
      .onConflictDoUpdate({
        target: [monetizationOptIns.trackId, monetizationOptIns.programme],
        set: {
          state: sql`excluded.state`,
          tier: sql`excluded.tier`,
          optedInAt: sql`excluded.opted_in_at`,
          updatedByUserId: sql`excluded.updated_by_user_id`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  return { type, changed: writes.length, contract: contractOf(context, type), results: decisions.map((decision) => decision.result) };
}
