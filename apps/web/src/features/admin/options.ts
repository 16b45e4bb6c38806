import { CLIENT_REPORT_KINDS } from '@portal/domain/client-reports';
import { SignUpSource } from '@portal/domain/enums';
import { OacMergeStatus } from '@portal/domain/monetization/programmes';
import { WITHDRAW_STATUSES } from '@portal/domain/money/withdrawal';
import { CAMPAIGN_SERVICE_TYPES, PROMOTION_STATUSES, serviceKey } from '@portal/domain/promotion/center';
import type { RegistrationStatus } from '@portal/domain/publishing/registration';
import { deliveryFailureReasons, deliveryStates } from '@portal/domain/release/delivery';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '@portal/domain/support';
import { deliveryStateKey } from '../../lib/delivery-labels.ts';
import { optionSource } from '../../lib/option-sources.ts';
import type { ClaimStatus } from './artist-claims-api.ts';

/** The console's lists of choices whose labels are message keys (lib/option-sources.ts). */

const CLAIM_STATUSES: ClaimStatus[] = ['pending', 'accepted', 'refused'];
const claimStatusKey = { pending: 'admin_claims_waiting', accepted: 'artist_mgmt_claim_status_accepted', refused: 'artist_mgmt_claim_status_refused' } as const;
export const claimStatusOptions = optionSource('admin.claim-status', (t) => CLAIM_STATUSES.map((value) => ({ value, label: t(claimStatusKey[value]) })));

export const clientErrorKindOptions = optionSource('admin.client-error-kind', (t) => [
  { value: '', label: t('admin_errors_kind_all') },
  ...CLIENT_REPORT_KINDS.map((kind) => ({ value: kind, label: t(`admin_errors_kind_${kind}`) })),
]);

export const deliveryReasonCodes = Object.keys(deliveryFailureReasons);
/** The short name of a failure reason for operators (the account's long text comes from the server). */
export const reasonLabelKey = (code: string) => `admin_delivery_reason_${deliveryReasonCodes.includes(code) ? code : 'internal'}`;
export const deliveryStateOptions = optionSource('admin.delivery-state', (t) => deliveryStates.map((state) => ({ value: state, label: t(deliveryStateKey(state)) })));
export const deliveryReasonOptions = optionSource('admin.delivery-reason', (t) => deliveryReasonCodes.map((code) => ({ value: code, label: t(reasonLabelKey(code)) })));

export const gateScopeOptions = optionSource('admin.gate-scope', (t) => (['open', 'system', 'release'] as const).map((scope) => ({ value: scope, label: t(`admin_gate_scope_${scope}`) })));

export const oacMergeFilterOptions = optionSource('admin.oac-merge-filter', (t) => [
  { value: 'open', label: t('admin_oac_open') },
  ...[OacMergeStatus.MERGED, OacMergeStatus.REJECTED].map((status) => ({ value: String(status), label: t(`oac_status_${status}`) })),
]);

/** The agreements an operator may record as signed on paper. */
export const offlineContractTypeOptions = optionSource('admin.offline-contract-type', (t) => ['0', '1', '11'].map((value) => ({ value, label: t(`contract_type_${value}`) })));

export const signUpSourceOptions = optionSource('admin.rule-sign-up-source', (t) => Object.values(SignUpSource).map((source) => ({ value: String(source), label: t(`admin_rules_source_${source}`) })));
export const ruleFlagOptions = optionSource(
  'admin.rule-flag',
  (t, flags: readonly string[]) => [{ value: '', label: t('admin_rules_flag_none') }, ...flags.map((flag) => ({ value: flag, label: t(`admin_rules_flag_${flag}`) }))],
  [['allowAppleMusic']],
  [['disableNetEase', 'disableSocialPlatforms']],
);

export const campaignServiceOptions = optionSource('admin.campaign-service', (t) => CAMPAIGN_SERVICE_TYPES.map((type) => ({ value: String(type), label: `${type}. ${t(serviceKey(type))}` })));
export const promotionStatusFilterOptions = optionSource('admin.promotion-status-filter', (t) => [
  { value: '', label: t('promo_filter_all') },
  ...PROMOTION_STATUSES.map((value) => ({ value, label: t(`promo_status_${value}`) })),
]);

export const REGISTRATION_STATUSES: RegistrationStatus[] = ['INIT', 'INFO_SENT', 'SUCCESS', 'FAILED'];
export const registrationStatusOptions = optionSource('admin.registration-status', (t) => REGISTRATION_STATUSES.map((value) => ({ value, label: t(`admin_pub_status_${value}`) })));

/** The inbox's status filter, each with how many messages it holds. */
export const feedbackStatusFilterOptions = optionSource(
  'admin.feedback-status-filter',
  (t, counts: Partial<Record<FeedbackStatus, number>> = {}) => [
    ...FEEDBACK_STATUSES.map((value) => ({ value, label: `${t(`feedback_status_${value}`)} (${counts[value] ?? 0})` })),
    { value: 'ALL', label: t('admin_support_status_all') },
  ],
  [{}],
);

export const withdrawStatusOptions = optionSource('admin.withdraw-status', (t) => WITHDRAW_STATUSES.map((value) => ({ value, label: t(`admin_money_status_${value}`) })));
