// Currency entries, display templates and the Free rule. Amounts are
// integer minor units (cents), shown only here, as exact decimal text through Intl.NumberFormat.
import { reportingStrings } from './strings/reporting.ts';

export interface CurrencyEntry {
  code: string;
  name: string;
  fractionDigits: number;
  /** ISO 4217 numeric code, three digits. */
  numericCode: string;
}

// The 26 two-decimal currencies in the spec's order, then JPY (0 decimals). ISO 4217 names.
const TABLE =
  'EUR978Euro|USD840US Dollar|AUD036Australian Dollar|NOK578Norwegian Krone|CAD124Canadian Dollar|NZD554New Zealand Dollar|DKK208Danish Krone|GBP826Pound Sterling|HKD344Hong Kong Dollar|CHF756Swiss Franc|MXN484Mexican Peso|SGD702Singapore Dollar|SEK752Swedish Krona|CZK203Czech Koruna|ILS376New Israeli Sheqel|PHP608Philippine Peso|RUB643Russian Ruble|PLN985Zloty|THB764Baht|MYR458Malaysian Ringgit|ARS032Argentine Peso|BRL986Brazilian Real|COP170Colombian Peso|IDR360Rupiah|INR356Indian Rupee|ZAR710Rand|JPY392Yen';

export const CURRENCIES: readonly CurrencyEntry[] = TABLE.split('|').map((row) => ({
  code: row.slice(0, 3),
  numericCode: row.slice(3, 6),
  name: row.slice(6),
  fractionDigits: row.startsWith('JPY') ? 0 : 2,
}));

// Store currency defaults to USD.
export const DEFAULT_CURRENCY = 'USD';

/** The entry for an ISO code, or undefined when the code is not one of CURRENCIES. */
export const currencyEntry = (code: string): CurrencyEntry | undefined => CURRENCIES.find((entry) => entry.code === code);

// An unknown code falls back to the default currency (USD) rather than throwing: a page must still show prices.
const entryOrDefault = (code: string): CurrencyEntry => currencyEntry(code) ?? (currencyEntry(DEFAULT_CURRENCY) as CurrencyEntry);

export interface MoneyTemplate {
  symbol: string;
  thousands: string;
  decimal: string;
  maxIntegerPlaces: number;
  /** The display text of an amount in minor units. */
  format: (cents: number) => string;
}

// Default format, comma thousands, dot decimal, 15 integer places.
export const DEFAULT_MONEY_FORMAT = { thousands: ',', decimal: '.', maxIntegerPlaces: 15 } as const;
export const DEFAULT_LOCALE = 'en-US';

// Integer cents as exact decimal text ("-1234.56"): no float division, and -0 shows as 0.
function decimalText(cents: number, f: number): `${number}` {
  const digits = String(Math.abs(cents)).padStart(f + 1, '0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}${f ? `${digits.slice(0, -f)}.${digits.slice(-f)}` : digits}` as `${number}`;
}

const templates = new Map<string, MoneyTemplate>();

// The template of a currency in a locale; symbol and separators come from Intl (symbols per locale).
export function moneyTemplate(code: string = DEFAULT_CURRENCY, locale: string = DEFAULT_LOCALE): MoneyTemplate {
  const entry = entryOrDefault(code);
  const key = `${locale}|${entry.code}`;
  const cached = templates.get(key);
  if (cached) return cached;
  const f = entry.fractionDigits;
  const options = { style: 'currency', currency: entry.code, minimumFractionDigits: f, maximumFractionDigits: f } as const;
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(locale, options);
  } catch {
    formatter = new Intl.NumberFormat(DEFAULT_LOCALE, options); // a malformed locale tag
  }
  const parts = formatter.formatToParts(1234567.5);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  const template: MoneyTemplate = {
    symbol: part('currency') ?? entry.code,
    thousands: part('group') ?? DEFAULT_MONEY_FORMAT.thousands,
    decimal: part('decimal') ?? DEFAULT_MONEY_FORMAT.decimal,
    maxIntegerPlaces: DEFAULT_MONEY_FORMAT.maxIntegerPlaces,
    format: (cents) => formatter.format(Number.isSafeInteger(cents) ? decimalText(cents, f) : cents / 10 ** f),
  };
  templates.set(key, template);
  return template;
}

export interface MoneyOptions {
  freeIfZero?: boolean;
  freeLabel?: string;
}

// A money display that is free at zero needs a Free label, else it throws.
export function formatMoney(cents: number, code: string = DEFAULT_CURRENCY, locale: string = DEFAULT_LOCALE, options: MoneyOptions = {}): string {
  if (options.freeIfZero) {
    if (!options.freeLabel) throw new Error(reportingStrings.moneyFreeLabelRequired);
    if (cents === 0) return options.freeLabel;
  }
  return moneyTemplate(code, locale).format(cents);
}
