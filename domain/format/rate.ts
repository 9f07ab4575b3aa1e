import { formatFen, shiftRound } from './money';

/** Rate in hundredths of a percent (900) → '9.00'. '' for non-finite. */
export const formatRate = (hundredths: number): string => formatFen(hundredths, { group: false });

/** Fraction 0–1 (0.456) → percent '45.60', rounded on the decimal text, not the float product. */
export const formatPercentFraction = (v: number | string): string => formatFen(shiftRound(v, 4), { group: false });
