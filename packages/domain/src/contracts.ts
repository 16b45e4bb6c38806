/** Contract vocabulary of document 1 section 3. */
export const ContractType = {
  MAIN_AGREEMENT: 0,
  MAIN_AGREEMENT_AMENDED: 1,
  BREAKTHROUGH: 2,
  YOUTUBE_CONTENT_ID: 3,
  TRACK_PLUS: 10,
  COMMON_ACCOUNT_AGREEMENT: 11,
} as const;
export type ContractTypeValue = (typeof ContractType)[keyof typeof ContractType];
export const contractTypes = Object.values(ContractType);

/** The languages agreements are written in (the text of each is in apps/server/src/modules/contracts/texts). */
export const CONTRACT_LANGUAGES = ['en', 'pt-BR', 'id', 'es-MX'] as const;
export type ContractLanguage = (typeof CONTRACT_LANGUAGES)[number];
export const isContractLanguage = (value: string): value is ContractLanguage => (CONTRACT_LANGUAGES as readonly string[]).includes(value);

export const ContractSignStatus = { UNSIGNED: 0, SENT: 1, USER_SIGNED: 2, ALL_SIGNED: 3, CANCELLED: 4 } as const;

export const SignMethod = { DOCUSIGN: 'DOCUSIGN', OFFLINE: 'OFFLINE', SIMPLE_SIGN: 'SIMPLE_SIGN' } as const;
export type SignMethodValue = keyof typeof SignMethod;

export const UpgradeStatus = {
  NOT_CREATE: 0,
  OLD_CONTRACT_UNSIGNED: 11,
  OLD_CONTRACT_SIGNED: 121,
  OLD_CONTRACT_AMENDED_CREATE: 122,
  OLD_CONTRACT_AMENDED_SIGNED: 123,
  NEW_CONTRACT: 2,
  OFFLINE_SIGNED: 3,
} as const;

/** Contract categories of the list call: distribution agreements or monetization programmes. */
export const ContractCategory = { ALL: 0, DISTRIBUTION: 1, MONETIZATION: 2 } as const;
export const contractCategoryTypes: Record<number, number[]> = {
  [ContractCategory.ALL]: contractTypes,
  [ContractCategory.DISTRIBUTION]: [ContractType.MAIN_AGREEMENT, ContractType.MAIN_AGREEMENT_AMENDED, ContractType.COMMON_ACCOUNT_AGREEMENT],
  [ContractCategory.MONETIZATION]: [ContractType.BREAKTHROUGH, ContractType.YOUTUBE_CONTENT_ID, ContractType.TRACK_PLUS],
};

/** Derived state of document 1 section 4: the main agreement should be upgraded with the amendment. */
export function contractUpgradeNeeded(upgradeStatus: number): boolean {
  return upgradeStatus === UpgradeStatus.OLD_CONTRACT_AMENDED_CREATE || upgradeStatus === UpgradeStatus.OLD_CONTRACT_SIGNED || upgradeStatus === UpgradeStatus.OLD_CONTRACT_UNSIGNED;
}

const signed = (status: number) => status === ContractSignStatus.USER_SIGNED || status === ContractSignStatus.ALL_SIGNED;

/**
 * The upgrade status from the account's main agreement and amendment (null when none), and whether the region has
 * an amendment text at all.
 */
export function upgradeStatusOf(main: { signStatus: number; signMethod: string } | null, amendment: { signStatus: number } | null, amendmentAvailable: boolean): number {
  if (!main) return UpgradeStatus.NOT_CREATE;
  if (main.signMethod === SignMethod.OFFLINE && signed(main.signStatus)) return UpgradeStatus.OFFLINE_SIGNED;
  if (!amendmentAvailable) return signed(main.signStatus) ? UpgradeStatus.NEW_CONTRACT : UpgradeStatus.NOT_CREATE;
  if (!signed(main.signStatus)) return UpgradeStatus.OLD_CONTRACT_UNSIGNED;
  if (!amendment) return UpgradeStatus.OLD_CONTRACT_SIGNED;
  return signed(amendment.signStatus) ? UpgradeStatus.OLD_CONTRACT_AMENDED_SIGNED : UpgradeStatus.OLD_CONTRACT_AMENDED_CREATE;
}

/** Any emoji or pictographic character; contract parameters refuse them (business code 70001). */
export const hasEmoji = (value: string) => /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(value);

/** Legal names on a contract: letters of any script, spaces, apostrophes, hyphens and dots; 2 to 100 characters. */
export function checkLegalName(value: string): string | null {
  const name = value.trim();
  if (name.length === 0) return 'contract_legal_name_required';
  if (name.length < 2 || name.length > 100) return 'contract_legal_name_length';
  if (!/^[\p{L}\p{M}][\p{L}\p{M}' .\-’]*$/u.test(name)) return 'contract_legal_name_invalid';
  return null;
}
