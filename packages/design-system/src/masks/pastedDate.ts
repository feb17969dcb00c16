import { toAsciiDigits } from './digits.ts';
import type { PasteContext } from './mask.ts';
import { monthOf } from './monthNames.ts';

export type DateOrder = 'dmy' | 'ymd';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * A two-digit year as the full year within the 100 years from 80 years ago to 19 years ahead
 * (ICU's and CLDR's rule for parsing dates): in 2026, "90" is 1990 and "24" is 2024, "45" is
 * 2045 and "46" is 1946. A birth date 80 or more years back has to be pasted with four digits.
 */
export function fullYear(twoDigits: number, currentYear: number): number {
  const last = currentYear + 19;
  return last - ((((last - twoDigits) % 100) + 100) % 100);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

function valid(date: CalendarDate): CalendarDate | null {
  const { year, month, day } = date;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) ? date : null;
}

/** A year as written: two digits or fewer are expanded, more are taken as they are. */
function yearOf(written: string, reading: PasteContext): number {
  return written.length <= 2 ? fullYear(Number(written), reading.year) : Number(written);
}

const isLongYear = (written: string) => written.length >= 3;

/**
 * A pasted date read whole, or null when the text is no complete, existing date. Read as a
 * shopper copies dates: ISO dates and timestamps ("1990-12-24", "1990-12-24T10:00:00Z": the
 * date as written, not moved into another time zone), year first or last with any separators
 * ("1990. 12. 24.", "24/12/1990", "05.03.2024" into a year-first field), a spelled month
 * (`monthOf`: "24. Dezember 1990", "1990. december 24.", "24 grudnia 1990"), two-digit years
 * (`fullYear`), the digits of other scripts. Three numbers with a long one first are
 * year-first, with a long one last day-first (every site writes the day before the month;
 * month first only where that is the one existing date, "12/24/1990"); three short ones follow
 * the field's order, else the other order when only that gives an existing date ("24.12.90"
 * into a year-first field). A time of day is ignored.
 */
export function readPastedDate(text: string, order: DateOrder, reading: PasteContext): CalendarDate | null {
  const plain = toAsciiDigits(text);
  const iso = /(\d{4})-(\d{1,2})-(\d{1,2})(?![\d])/.exec(plain);
  if (iso) return valid({ year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) });

  const withoutTime = plain.replace(/\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s*[ap]\.?\s?m\.?)?/gi, ' ');
  const numbers = withoutTime.match(/\d+/g) ?? [];
  const spelled = (withoutTime.match(/\p{L}+\.?/gu) ?? [])
    .map((word) => monthOf(word, reading.locale))
    .find((month) => month !== null);

  if (spelled != null && numbers.length === 2) {
    const [first, second] = numbers as [string, string];
    const yearFirst = isLongYear(first) || (!isLongYear(second) && order === 'ymd');
    const [year, day] = yearFirst ? [first, second] : [second, first];
    return valid({ year: yearOf(year, reading), month: spelled, day: Number(day) });
  }

  if (numbers.length !== 3) return null;
  const [a, b, c] = numbers as [string, string, string];
  const yearFirst = { year: yearOf(a, reading), month: Number(b), day: Number(c) };
  const yearLast = { year: yearOf(c, reading), month: Number(b), day: Number(a) };
  if (isLongYear(a)) return valid(yearFirst);
  // Month first ("12/24/1990", as US pages write it) only where day first is no date at all.
  if (isLongYear(c)) return valid(yearLast) ?? valid({ ...yearLast, month: Number(a), day: Number(b) });
  return order === 'ymd' ? (valid(yearFirst) ?? valid(yearLast)) : (valid(yearLast) ?? valid(yearFirst));
}

/** A date as the digits a date mask formats, in the field's order. */
export function dateDigits({ year, month, day }: CalendarDate, order: DateOrder): string {
  const parts = [String(year).padStart(4, '0'), String(month).padStart(2, '0'), String(day).padStart(2, '0')];
  return order === 'ymd' ? parts.join('') : [parts[2], parts[1], parts[0]].join('');
}
