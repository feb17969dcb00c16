import { describe, expect, it } from 'vitest';
import {
  formValuesFromDateTime,
  isPreviewDate,
  isPreviewTime,
  momentKey,
  momentParameter,
  previewMoment,
} from './previewMoment.ts';

describe('the preview date rule (YYYY-MM-DD, otherwise the current time)', () => {
  it('accepts real calendar days written YYYY-MM-DD', () => {
    expect(isPreviewDate('2027-02-01')).toBe(true);
    expect(isPreviewDate(' 2028-02-29 ')).toBe(true);
  });

  it.each([
    '',
    '01.02.2027',
    '2027-2-1',
    '2027/02/01',
    '2027-02-01T10:00',
    '2027-13-01',
    '2027-02-30',
    '2027-02-29',
    'tomorrow',
  ])('treats %j as "use the current time"', (value) => {
    expect(isPreviewDate(value)).toBe(false);
    expect(previewMoment(value, '10:30')).toBeNull();
    expect(momentKey(previewMoment(value, '10:30'))).toBe('now');
  });

  it('combines date and time in local time; no usable time means the start of the day', () => {
    expect(previewMoment('2027-02-01', '09:45')).toEqual(new Date(2027, 1, 1, 9, 45));
    expect(previewMoment('2027-02-01', '')).toEqual(new Date(2027, 1, 1, 0, 0));
    expect(previewMoment('2027-02-01', '9:05')).toEqual(new Date(2027, 1, 1, 9, 5));
    expect(previewMoment('2027-02-01', '25:00')).toEqual(new Date(2027, 1, 1, 0, 0));
    expect(isPreviewTime('9.30')).toBe(false);
    expect(isPreviewTime('23:59')).toBe(true);
  });

  it('sends an ISO 8601 instant, the current one when no date is chosen', () => {
    const now = new Date(Date.UTC(2026, 10, 21, 8, 0));
    expect(momentParameter(null, () => now)).toBe('2026-11-21T08:00:00.000Z');
    const chosen = new Date(2027, 1, 1, 9, 45);
    expect(momentParameter(chosen)).toBe(chosen.toISOString());
  });

  it('prefills the form from the dateTime checkauth answers, and leaves it empty otherwise', () => {
    const dateTime = new Date(2027, 1, 1, 9, 5).toISOString();
    expect(formValuesFromDateTime(dateTime)).toEqual({ date: '2027-02-01', time: '09:05' });
    expect(formValuesFromDateTime(null)).toEqual({ date: '', time: '' });
    expect(formValuesFromDateTime('not a date')).toEqual({ date: '', time: '' });
  });
});

describe('dates and times staff type', () => {
  it('refuses a five-digit year and a year before 100 (read as 1900 and later)', () => {
    expect(isPreviewDate('12026-12-01')).toBe(false);
    expect(isPreviewDate('0026-12-01')).toBe(false);
  });

  it('refuses a time with a third digit of minutes', () => {
    expect(isPreviewTime('12:345')).toBe(false);
  });

  it('takes a time typed with spaces around it', () => {
    expect(isPreviewTime(' 14:30 ')).toBe(true);
    expect(previewMoment('2026-12-01', ' 14:30 ')).toEqual(new Date(2026, 11, 1, 14, 30));
  });

  it('sends the current instant by default when no date is chosen', () => {
    const before = Date.now();
    const sent = Date.parse(momentParameter(null));
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(Date.now());
  });
});
