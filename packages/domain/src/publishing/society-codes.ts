/**
 * CISAC's three-digit society codes for the performing-rights societies of the catalogue (the ids of
 * catalog/collecting-societies.ts), as CWR files carry them. A society without a code here is left blank in CWR.
 */
export const cisacSocietyCodes: Record<string, string> = {
  'apra-amcos': '008',
  ascap: '010',
  bmi: '021',
  'buma-stemra': '023',
  gema: '035',
  koda: '040',
  mcps: '044',
  'prs-for-music': '052',
  sabam: '055',
  sacem: '058',
  sesac: '071',
  sgae: '072',
  siae: '074',
  stim: '079',
  jasrac: '088',
  teosto: '089',
  tono: '090',
  socan: '101',
};
