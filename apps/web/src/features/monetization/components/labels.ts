import type { MonetizationType, OptInState } from '@portal/domain/monetization/programmes';

// Message keys built from the programme, state and tier (listed in lib/i18n-keys.test.ts).
export const programmeKey = (type: MonetizationType) => `monetization_programme_${type}`;
export const programmeHintKey = (type: MonetizationType) => `monetization_programme_${type}_hint`;
export const stateKey = (state: OptInState) => `monetization_state_${state}`;
export const tierKey = (tier: number) => `monetization_tier_${tier}`;
export const tierHintKey = (tier: number) => `monetization_tier_${tier}_hint`;
export const oacStatusKey = (status: number) => `oac_status_${status}`;

export const stateColor: Record<OptInState, string> = { NOT_OPT_IN: 'gray', OPT_IN_INTENTION: 'yellow', OPT_IN: 'teal', OPT_OUT: 'red' };
