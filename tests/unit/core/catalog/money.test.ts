import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyEntry, formatMoney, moneyTemplate } from '../../../../core/catalog/money.ts';
import { reportingStrings } from '../../../../core/catalog/strings.ts';

// The supported currencies, in the spec's order, 2 decimals; JPY with 0.
const TWO_DECIMALS = 'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR ZAR'.split(' ');

// ISO 4217: code, numeric code, name.
const ISO: [string, string, string][] = [
  ['EUR', '978', 'Euro'],
  ['USD', '840', 'US Dollar'],
  ['AUD', '036', 'Australian Dollar'],
  ['NOK', '578', 'Norwegian Krone'],
  ['CAD', '124', 'Canadian Dollar'],
  ['NZD', '554', 'New Zealand Dollar'],
  ['DKK', '208', 'Danish Krone'],
  ['GBP', '826', 'Pound Sterling'],
  ['HKD', '344', 'Hong Kong Dollar'],
  ['CHF', '756', 'Swiss Franc'],
  ['MXN', '484', 'Mexican Peso'],
  ['SGD', '702', 'Singapore Dollar'],
  ['SEK', '752', 'Swedish Krona'],
  ['CZK', '203', 'Czech Koruna'],
  ['ILS', '376', 'New Israeli Sheqel'],
  ['PHP', '608', 'Philippine Peso'],
  ['RUB', '643', 'Russian Ruble'],
  ['PLN', '985', 'Zloty'],
  ['THB', '764', 'Baht'],
  ['MYR', '458', 'Malaysian Ringgit'],
  ['ARS', '032', 'Argentine Peso'],
  ['BRL', '986', 'Brazilian Real'],
  ['COP', '170', 'Colombian Peso'],
  ['IDR', '360', 'Rupiah'],
  ['INR', '356', 'Indian Rupee'],
  ['ZAR', '710', 'Rand'],
  ['JPY', '392', 'Yen'],
];

const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'ja-JP', 'en-IN', 'de-CH'];
const AMOUNTS = [0, 1, 99, 100, 123456789, -1, -123456];

const intl = (cents: number, currency: string, locale: string, f: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: f, maximumFractionDigits: f }).format(cents / 10 ** f);

describe('CURRENCIES', () => {
  it('holds the 26 two-decimal currencies in the spec order, then JPY', () => {
    expect(CURRENCIES.map((c) => c.code)).toEqual([...TWO_DECIMALS, 'JPY']);
    expect(CURRENCIES.filter((c) => c.fractionDigits === 2).map((c) => c.code)).toEqual(TWO_DECIMALS);
    expect(currencyEntry('JPY')?.fractionDigits).toBe(0);
  });

  it.each(ISO)('%s is ISO 4217 number %s, %s', (code, numericCode, name) => {
    expect(currencyEntry(code)).toEqual({ code, numericCode, name, fractionDigits: code === 'JPY' ? 0 : 2 });
  });

  it('knows no other code, and defaults to USD', () => {
    expect(currencyEntry('XYZ')).toBeUndefined();
    expect(currencyEntry('usd')).toBeUndefined();
    expect(currencyEntry('')).toBeUndefined();
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(123456, 'XYZ')).toBe('$1,234.56');
  });
});

describe('formatMoney equals Intl.NumberFormat with the currency minor units', () => {
  it.each(CURRENCIES.map((c) => [c.code, c.fractionDigits] as const))('%s (%d decimals), in every locale and amount', (code, f) => {
    for (const locale of LOCALES) for (const cents of AMOUNTS) expect(formatMoney(cents, code, locale), `${cents} in ${locale}`).toBe(intl(cents, code, locale, f));
  });

  it.each([
    [0, 'USD', 'en-US', '$0.00'],
    [1, 'USD', 'en-US', '$0.01'],
    [99, 'USD', 'en-US', '$0.99'],
    [100, 'USD', 'en-US', '$1.00'],
    [123456789, 'USD', 'en-US', '$1,234,567.89'],
    [-123456, 'USD', 'en-US', '-$1,234.56'],
    [123456789, 'JPY', 'en-US', '¥123,456,789'],
    [123456789, 'EUR', 'de-DE', '1.234.567,89\u00a0€'],
  ])('%d %s in %s is %s', (cents, code, locale, text) => {
    expect(formatMoney(cents, code, locale)).toBe(text);
  });

  it('defaults to USD in en-US', () => {
    expect(formatMoney(4500)).toBe('$45.00');
  });

  it('shows minus zero as zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it('rounds a stray fraction of a cent as Intl does', () => {
    expect(formatMoney(12.5)).toBe('$0.13');
    expect(formatMoney(12.4)).toBe('$0.12');
  });

  // An unknown code falls back to USD rather than throwing.
  it.each(['XYZ', '', 'usd'])('an unknown code (%j) shows as USD', (code) => {
    expect(formatMoney(123456, code, 'en-US')).toBe('$1,234.56');
    expect(moneyTemplate(code).symbol).toBe('$');
  });

  it('a malformed locale falls back to en-US', () => {
    expect(formatMoney(123456, 'EUR', 'not a locale!')).toBe(intl(123456, 'EUR', 'en-US', 2));
  });
});

describe('the Free rule', () => {
  it.each([
    [0, 'Free', 'Free'],
    [0, 'Gratis', 'Gratis'],
    [1, 'Free', '$0.01'],
    [-1, 'Free', '-$0.01'],
    [-0, 'Free', 'Free'],
  ])('freeIfZero at %d with the label %s shows %s', (cents, freeLabel, text) => {
    expect(formatMoney(cents, 'USD', 'en-US', { freeIfZero: true, freeLabel })).toBe(text);
  });

  it.each([0, 100])('freeIfZero without a label throws the catalogue message (amount %d)', (cents) => {
    expect(() => formatMoney(cents, 'USD', 'en-US', { freeIfZero: true })).toThrow(new Error(reportingStrings.moneyFreeLabelRequired));
    expect(() => formatMoney(cents, 'USD', 'en-US', { freeIfZero: true, freeLabel: '' })).toThrow(reportingStrings.moneyFreeLabelRequired);
  });

  it('without freeIfZero zero is an amount, label or not', () => {
    expect(formatMoney(0, 'USD', 'en-US', { freeLabel: 'Free' })).toBe('$0.00');
    expect(formatMoney(0, 'USD', 'en-US', { freeIfZero: false })).toBe('$0.00');
  });
});

describe('moneyTemplate', () => {
  it('the default format is comma thousands, dot decimal, 15 integer places', () => {
    expect(moneyTemplate()).toMatchObject({ symbol: '$', thousands: ',', decimal: '.', maxIntegerPlaces: 15 });
  });

  it.each([
    ['USD', 'en-US', '$', ',', '.'],
    ['USD', 'en-CA', 'US$', ',', '.'],
    ['CAD', 'en-CA', '$', ',', '.'],
    ['CAD', 'en-US', 'CA$', ',', '.'],
    ['EUR', 'de-DE', '€', '.', ','],
    ['EUR', 'fr-FR', '€', '\u202f', ','],
    ['CHF', 'de-CH', 'CHF', "'", '.'],
    ['GBP', 'en-GB', '£', ',', '.'],
    ['INR', 'en-IN', '₹', ',', '.'],
    ['JPY', 'ja-JP', '￥', ',', '.'],
    ['JPY', 'en-US', '¥', ',', '.'],
  ])('%s in %s: symbol %s, thousands %j, decimal %j', (code, locale, symbol, thousands, decimal) => {
    expect(moneyTemplate(code, locale)).toMatchObject({ symbol, thousands, decimal, maxIntegerPlaces: 15 });
  });

  it('formats with its own locale and currency', () => {
    expect(moneyTemplate('EUR', 'de-DE').format(123456)).toBe(intl(123456, 'EUR', 'de-DE', 2));
    expect(moneyTemplate('JPY', 'en-US').format(500)).toBe('¥500');
  });
});

describe('max integer places (15)', () => {
  it('the largest 15-place amount still formats exactly', () => {
    expect(formatMoney(999_999_999_999_999, 'JPY', 'en-US')).toBe('¥999,999,999,999,999');
    expect(formatMoney(9_007_199_254_740_991, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
  });
});
