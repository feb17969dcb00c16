import { object, string } from 'yup';
import { isSuccessful, type ServiceAnswer } from './session.ts';

/**
 * The answer of `GET /service/preview/api/auth/checkauth`: status, dateTime, abTestName,
 * abTestGroup. Untrusted: validated; empty strings mean "not set".
 */
export interface PreviewSettings {
  dateTime: string | null;
  abTestName: string | null;
  abTestGroup: string | null;
}

const authSchema = object({
  status: string().required(),
  dateTime: string().nullable().default(null),
  abTestName: string().nullable().default(null),
  abTestGroup: string().nullable().default(null),
});

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The current preview settings when the answer says SUCCESS; null otherwise. */
export function previewSettingsFrom(body: unknown): PreviewSettings | null {
  try {
    const auth = authSchema.validateSync(body, { stripUnknown: true });
    if (auth.status !== 'SUCCESS') return null;
    return {
      dateTime: orNull(auth.dateTime),
      abTestName: orNull(auth.abTestName),
      abTestGroup: orNull(auth.abTestGroup),
    };
  } catch {
    return null;
  }
}

/** The settings a checkauth answer holds: only from an HTTP 2xx saying SUCCESS. */
export function settingsIn(answer: ServiceAnswer): PreviewSettings | null {
  return answer.kind === 'response' && isSuccessful(answer) ? previewSettingsFrom(answer.body) : null;
}

/** The indicator's wording, independent of texts: a date to format, and the test (if any). */
export function describeSettings(settings: PreviewSettings): { moment: Date | null; test: string | null } {
  const parsed = settings.dateTime ? new Date(settings.dateTime) : null;
  const moment = parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
  const test = settings.abTestName
    ? settings.abTestGroup
      ? `${settings.abTestName} / ${settings.abTestGroup}`
      : settings.abTestName
    : null;
  return { moment, test };
}
