import { type FieldErrors, yupFieldErrors } from '@shop/design-system/form';
import { object, string } from 'yup';

/** The panel's form: preview date and time, A/B test and group ('' = none). */
export interface PreviewFormValues {
  date: string;
  time: string;
  test: string;
  group: string;
}

export type PreviewFormErrors = FieldErrors<PreviewFormValues>;

/** Message keys (texts in src/locales). */
export const groupRequired = 'form.groupRequired';

/**
 * An A/B test without a group is invalid; an empty selection (no test, no group)
 * is valid. The date is never an error: an unusable date means the current time
 * (see previewMoment.ts), which the form tells staff as a hint.
 */
const previewFormSchema = object({
  date: string().default(''),
  time: string().default(''),
  test: string().default(''),
  group: string()
    .default('')
    .when('test', ([test], schema) => (test ? schema.required(groupRequired) : schema)),
});

/** Field -> message key of each broken rule; an empty object when the selection is valid. */
export function validatePreviewForm(values: PreviewFormValues): PreviewFormErrors {
  return yupFieldErrors(previewFormSchema, values);
}

/** The group select is usable only once a real test is picked. */
export const groupSelectable = (values: Pick<PreviewFormValues, 'test'>) => values.test !== '';
