import { describe, expect, it } from 'vitest';
import { describeSettings, previewSettingsFrom, settingsIn } from './auth.ts';

describe('the checkauth answer', () => {
  it('gives the current settings when the status is SUCCESS', () => {
    expect(
      previewSettingsFrom({
        status: 'SUCCESS',
        dateTime: '2027-02-01T08:00:00.000Z',
        abTestName: 'teaser',
        abTestGroup: 'B',
        extra: 1,
      }),
    ).toEqual({ dateTime: '2027-02-01T08:00:00.000Z', abTestName: 'teaser', abTestGroup: 'B' });
    expect(previewSettingsFrom({ status: 'SUCCESS', dateTime: '', abTestName: null })).toEqual({
      dateTime: null,
      abTestName: null,
      abTestGroup: null,
    });
  });

  it.each([{ status: 'UNAUTHORIZED' }, {}, null, 'SUCCESS', { status: 7 }])('shows no panel for %j', (body) => {
    expect(previewSettingsFrom(body)).toBeNull();
  });

  it('describes the settings for the indicator', () => {
    expect(describeSettings({ dateTime: null, abTestName: null, abTestGroup: null })).toEqual({
      moment: null,
      test: null,
    });
    const described = describeSettings({
      dateTime: '2027-02-01T08:00:00.000Z',
      abTestName: 'teaser',
      abTestGroup: 'B',
    });
    expect(described.moment?.toISOString()).toBe('2027-02-01T08:00:00.000Z');
    expect(described.test).toBe('teaser / B');
    expect(describeSettings({ dateTime: 'garbage', abTestName: 't', abTestGroup: null })).toEqual({
      moment: null,
      test: 't',
    });
  });

  it('reads settings written with spaces around them, and spaces alone as no setting', () => {
    expect(
      previewSettingsFrom({ status: 'SUCCESS', dateTime: '   ', abTestName: ' checkout-v2 ', abTestGroup: null }),
    ).toEqual({
      dateTime: null,
      abTestName: 'checkout-v2',
      abTestGroup: null,
    });
  });

  it('takes settings only from an HTTP 2xx answer saying SUCCESS', () => {
    const body = { status: 'SUCCESS', dateTime: null, abTestName: 'checkout-v2', abTestGroup: 'B' };
    expect(settingsIn({ kind: 'response', httpStatus: 200, body })).toEqual({
      dateTime: null,
      abTestName: 'checkout-v2',
      abTestGroup: 'B',
    });
    expect(settingsIn({ kind: 'response', httpStatus: 500, body })).toBeNull();
    expect(settingsIn({ kind: 'malformed', httpStatus: 200 })).toBeNull();
    expect(settingsIn({ kind: 'network' })).toBeNull();
  });
});
