import { regionInfo, isRegion } from '@portal/domain/regions';
import { availableContractLanguages, contractDocument } from './texts/index.ts';
import type { ContractRow } from './contract-repo.ts';

export { availableContractLanguages, contractDocument };

const contractLanguageSet = new Set(['en', 'pt-BR', 'id', 'es-MX']);

/** The account's own language when an agreement exists in it, else the region's language, else English. */
export function defaultContractLanguage(region: string, userLanguage: string): string {
  if (contractLanguageSet.has(userLanguage)) return userLanguage;
  const regional = isRegion(region) ? regionInfo(region).language : 'en';
  return contractLanguageSet.has(regional) ? regional : 'en';
}

/** The document of a stored contract, rendered again from the parameters it was issued with. */
export function documentOf(row: ContractRow) {
  const document = contractDocument({
    type: row.type,
    region: row.region,
    language: row.language,
    userType: row.labelName ? 1 : 0,
    params: row.params as Parameters<typeof contractDocument>[0]['params'],
  });
  if (!document) throw new Error(`contract ${row.id} has no text`);
  return document;
}
