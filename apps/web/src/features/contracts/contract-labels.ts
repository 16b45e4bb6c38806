import { ContractSignStatus } from '@portal/domain/contracts';

export const contractTypeKey = (type: number) => `contract_type_${type}`;
export const contractStatusKey = (status: number) => `contract_status_${status}`;

export function contractStatusColor(status: number): string {
  if (status === ContractSignStatus.ALL_SIGNED || status === ContractSignStatus.USER_SIGNED) return 'teal';
  if (status === ContractSignStatus.CANCELLED) return 'gray';
  return 'orange';
}

export const isSigned = (status: number) => status === ContractSignStatus.ALL_SIGNED || status === ContractSignStatus.USER_SIGNED;
export const isAwaitingSignature = (status: number) => status === ContractSignStatus.SENT || status === ContractSignStatus.UNSIGNED;
