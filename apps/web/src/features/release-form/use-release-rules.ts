import { useMemo } from 'react';
import { platformById, type AvailablePlatform } from '@portal/domain/catalog/platforms';
import type { ReleaseUserFlags } from '@portal/domain/release/model';
import type { RuleIssue } from '@portal/domain/release/messages';
import { validateRelease, type ReleaseReport } from '@portal/domain/release/validate';
import type { ReleaseFormState } from './form-model.ts';

export interface RulesSetting {
  user: ReleaseUserFlags;
  trackLimit: number;
  /** The stores this account may choose, with whether each is required. */
  stores: { id: number; required: boolean }[];
}

const toAvailable = (stores: RulesSetting['stores']): AvailablePlatform[] =>
  stores.flatMap(({ id, required }) => {
    const platform = platformById(id);
    return platform ? [{ platform, required }] : [];
  });

/** The rules of document 3 over the whole form, again on every change: the same function the server runs on submit. */
export function useReleaseReport(state: ReleaseFormState, setting: RulesSetting | null): ReleaseReport | null {
  const available = useMemo(() => (setting ? toAvailable(setting.stores) : []), [setting]);
  return useMemo(() => {
    if (!setting) return null;
    return validateRelease(state.album, state.tracks, { now: Date.now(), kind: state.kind, trackLimit: setting.trackLimit, user: setting.user, availableStores: available });
  }, [state, setting, available]);
}

export type IssueText = (issue: RuleIssue | undefined) => string | undefined;
