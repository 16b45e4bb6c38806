/** The publishing registration fee by region (document 1 section 9); shown struck through, as sign-up is free. */
export interface PublishingFee {
  amount: number;
  /** ISO 4217 currency code. */
  currency: string;
}

const DEFAULT_FEE: PublishingFee = { amount: 50, currency: 'USD' };

const FEES_BY_REGION: Record<string, PublishingFee> = {
  CA: { amount: 68, currency: 'CAD' },
  MX: { amount: 90, currency: 'MXN' },
  ID: { amount: 300_000, currency: 'IDR' },
  BR: { amount: 25, currency: 'BRL' },
};

export const publishingFee = (region: string | null | undefined): PublishingFee => (region && FEES_BY_REGION[region]) || DEFAULT_FEE;

/** The fee in the page's language, e.g. "$50.00", "R$ 25,00", "Rp 300.000". */
export function formatPublishingFee(region: string | null | undefined, language: string): string {
  const fee = publishingFee(region);
  let locale = language;
  try {
    new Intl.NumberFormat(language);
  } catch {
    locale = 'en';
  }
  return new Intl.NumberFormat(locale, { style: 'currency', currency: fee.currency }).format(fee.amount);
}
