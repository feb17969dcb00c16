// The one form path of the widgets (`@shop/design-system/form`): a framework-free state source
// and its React binding. A subpath of its own, so the design system's entry does not carry it.

export { type FieldBinderOptions, type FieldBinding, fieldBinder, type TextFieldOf } from './fieldBinder.ts';
export {
  type FieldErrors,
  type FieldFlags,
  type FormState,
  FormStore,
  type FormStoreOptions,
  firstInvalidField,
  type SubmitResult,
  type Validator,
} from './formStore.ts';
export { loadOnInteraction } from './loadOnInteraction.ts';
export { useFormStore } from './useFormStore.ts';
export { type SyncSchema, yupFieldErrors } from './yupErrors.ts';
