import { SettlementStatus, SignStatus } from './enums.ts';

/** Derived states of document 1 section 4. */
export function hasSigned(signStatus: number): boolean {
  return signStatus === SignStatus.USER_SIGNED || signStatus === SignStatus.ALL_SIGNED;
}

export function isProfilePassed(status: number): boolean {
  return status === SettlementStatus.IDENTIFICATION_PASSED || status === SettlementStatus.SETTLED;
}

export function isSettled(status: number): boolean {
  return status === SettlementStatus.SETTLED;
}

const settlementNames: Record<number, string> = Object.fromEntries(Object.entries(SettlementStatus).map(([name, value]) => [value, name]));

/** i18n key of a settlement status, for example settlement_status_IDENTITY_SUBMITTED. */
export function settlementStatusKey(status: number): string {
  return `settlement_status_${settlementNames[status] ?? 'INIT'}`;
}
