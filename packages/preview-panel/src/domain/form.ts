import { object, string, ValidationError } from 'yup';

/** The panel's form: preview date and time, A/B test and group ('' = none). */
export interface PreviewFormValues {
  date: string;
  time: string;
  test: string;
  group: string;
}

export type PreviewFormErrors = Partial<Record<keyof PreviewFormValues, string>>;

/** Message keys (texts in src/locales). */
export const groupRequired = 'form.groupRequired';

/**
 * An A/B test without a group is invalid; an empty selection (no test, no group)
 * is valid. The date is never an error: an unusable date means the current time
 * (see previewMoment.ts), which the form tells staff as a hint.
 */
export const previewFormSchema = object({
  date: string().default(''),
  time: string().default(''),
  test: string().default(''),
  group: string()
    .default('')
    .when('test', ([test], schema) => (test ? schema.required(groupRequired) : schema)),
});

/** Field -> message key of each broken rule; an empty object when the selection is valid. */
export function validatePreviewForm(values: PreviewFormValues): PreviewFormErrors {
  try {
    previewFormSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: PreviewFormErrors = {};
    for (const issue of error.inner) {
      const field = issue.path as keyof PreviewFormValues | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}

/** The group select is usable only once a real test is picked. */
export const groupSelectable = (values: Pick<PreviewFormValues, 'test'>) => values.test !== '';
