/** A currency code as reports and rates name it: three capital letters (ISO 4217). */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** An exchange rate as an operator records it: settlement currency per unit, a positive decimal of up to 10 places. */
export const EXCHANGE_RATE = /^(?!0+(\.0+)?$)\d{1,9}(\.\d{1,10})?$/;

export const isCurrencyCode = (text: string) => CURRENCY_CODE.test(text);
export const isExchangeRate = (text: string) => EXCHANGE_RATE.test(text);
