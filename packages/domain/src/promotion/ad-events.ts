// Paid-ads conversion events (document 1 section 4, decision 028): reported to the ad platforms' tag once per account.

/** song_audit_pass: the account has a song that passed review; contract_sign: its agreements are all signed. */
export const AD_EVENTS = ['song_audit_pass', 'contract_sign'] as const;
export type AdEvent = (typeof AD_EVENTS)[number];
