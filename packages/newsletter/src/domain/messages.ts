/**
 * Validation messages are text keys of the element's namespace (translated where shown), so one
 * schema serves all nine locales. Kept apart from the yup schema, which loads on demand.
 */
export const messages = {
  emailRequired: 'errors.emailRequired',
  emailPattern: 'errors.emailPattern',
  emailTooLong: 'errors.emailTooLong',
  nameInvalid: 'errors.nameInvalid',
  nameTooLong: 'errors.nameTooLong',
  firstNameRequired: 'errors.firstNameRequired',
  lastNameRequired: 'errors.lastNameRequired',
  salutationRequired: 'errors.salutationRequired',
  legalRequired: 'errors.legalRequired',
} as const;
export type MessageKey = (typeof messages)[keyof typeof messages];
