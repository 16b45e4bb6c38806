/** Where we sign a writer without a society up with ASCAP (the same list as the sign-up form's ASCAP_REGIONS). */
export const ASCAP_SIGN_UP_REGIONS = ['US', 'PR'] as const;
/** Where societies print IPI numbers with letters that must be left out. */
export const DIGITS_ONLY_IPI_REGIONS = ['BR'] as const;
