// A textarea with data-max-length shows 'current / max'. Pure.

/** The maximum as a whole number above zero; an invalid or zero maximum disables the counter (null). */
export function parseMaxLength(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  const max = Number(value);
  return max > 0 ? max : null;
}

export const counterText = (length: number, max: number): string => `${length} / ${max}`;

export const isOverLimit = (length: number, max: number): boolean => length > max;
