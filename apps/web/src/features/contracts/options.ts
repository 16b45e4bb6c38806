import { optionSource } from '../../lib/option-sources.ts';

/** The agreement list's categories (the filter of the contract table). */
export const CONTRACT_CATEGORIES = ['0', '1', '2'] as const;
export const contractCategoryOptions = optionSource('contracts.category', (t) => CONTRACT_CATEGORIES.map((value) => ({ value, label: t(`contract_category_${value}`) })));
