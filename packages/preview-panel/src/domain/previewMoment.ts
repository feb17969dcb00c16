/**
 * The preview moment: a date (YYYY-MM-DD) and a time (HH:MM) chosen by staff.
 * A date that does not match YYYY-MM-DD, or is no real calendar day, means "the current
 * time" (null), and the time field is then ignored. The time is HH:MM or H:MM (24 h); an
 * empty or unusable time with a valid date means the start of that day (00:00). Both are read in the browser's time zone.
 */
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]?\d|2[0-3]):([0-5]\d)$/;

export function isPreviewDate(value: string): boolean {
  return parseDate(value) !== null;
}

export function isPreviewTime(value: string): boolean {
  return timePattern.test(value.trim());
}

function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = datePattern.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(year, month - 1, day);
  const real = probe.getFullYear() === year && probe.getMonth() === month - 1 && probe.getDate() === day;
  return real ? { year, month, day } : null;
}

/** The chosen moment, or null for "the current time". */
export function previewMoment(date: string, time: string): Date | null {
  const day = parseDate(date);
  if (!day) return null;
  const match = timePattern.exec(time.trim());
  const hours = match ? Number(match[1]) : 0;
  const minutes = match ? Number(match[2]) : 0;
  return new Date(day.year, day.month - 1, day.day, hours, minutes);
}

/** A stable key for "the moment changed" (refetch the A/B tests only then). */
export function momentKey(moment: Date | null): string {
  return moment ? moment.toISOString() : 'now';
}

/** The ISO 8601 instant sent as `time` (A/B tests) and `dateTime` (preview token). */
export function momentParameter(moment: Date | null, now: () => Date = () => new Date()): string {
  return (moment ?? now()).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Form values (YYYY-MM-DD, HH:MM in local time) from a dateTime answered by checkauth. */
export function formValuesFromDateTime(dateTime: string | null | undefined): { date: string; time: string } {
  const parsed = dateTime ? new Date(dateTime) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) return { date: '', time: '' };
  return {
    date: `${parsed.getFullYear()}-${pad(parsed.getMonth() + 1)}-${pad(parsed.getDate())}`,
    time: `${pad(parsed.getHours())}:${pad(parsed.getMinutes())}`,
  };
}
