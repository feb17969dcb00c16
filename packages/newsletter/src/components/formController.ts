import type { FormikProps } from 'formik';
import { type FocusableField, firstInvalidField, type SubscriberFormValues } from '../domain/formValues.ts';

export type FormField = keyof SubscriberFormValues;
export type FieldErrors = Partial<Record<FormField, string>>;
export type FieldTouched = Partial<Record<FormField, boolean>>;
/** The on-demand part: formik, the yup schema and the driver that connects them to the form. */
export type FormLogic = typeof import('./FormikDriver.tsx');
type Validate = (values: SubscriberFormValues) => Record<string, string>;

/** What the form renders. */
export interface FormSnapshot {
  values: SubscriberFormValues;
  errors: FieldErrors;
  touched: FieldTouched;
  isSubmitting: boolean;
  /** Loaded form logic, once the shopper has interacted with the form. */
  logic: FormLogic | null;
}

/**
 * The form's state source, one object for the form's whole life. Until the shopper first
 * interacts, it holds the values itself (nothing to validate yet); the first interaction loads
 * formik + yup, whose driver takes the current values and from then on owns them. The form's
 * components and DOM stay the same, so focus, caret and everything typed are kept.
 */
export class FormController {
  private snapshot: FormSnapshot;
  private readonly listeners = new Set<() => void>();
  private formik: FormikProps<SubscriberFormValues> | null = null;
  private validate: Validate | null = null;
  private loading: Promise<FormLogic> | null = null;
  private waiting: Array<() => void> = [];
  private submitPending = false;
  /** Fields the shopper changed since the last reset (late customer data must not overwrite them). */
  readonly edited = new Set<FormField>();

  constructor(
    values: SubscriberFormValues,
    private readonly loadLogic: () => Promise<FormLogic>,
  ) {
    this.snapshot = { values, errors: {}, touched: {}, isSubmitting: false, logic: null };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): FormSnapshot => this.snapshot;

  private update(change: Partial<FormSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Starts loading the form logic (once; again after a failed load). */
  load(): Promise<FormLogic> {
    if (!this.loading) {
      this.loading = this.loadLogic().then(
        (logic) => {
          this.update({ logic });
          return logic;
        },
        (error: unknown) => {
          this.loading = null;
          throw error;
        },
      );
    }
    return this.loading;
  }

  /** Called by the driver after each of its renders: formik's state becomes the form's. */
  attach(formik: FormikProps<SubscriberFormValues>, validate: Validate) {
    this.formik = formik;
    this.validate = validate;
    const isSubmitting = formik.isSubmitting || this.submitPending;
    const current = this.snapshot;
    if (
      current.values !== formik.values ||
      current.errors !== formik.errors ||
      current.touched !== formik.touched ||
      current.isSubmitting !== isSubmitting
    ) {
      this.update({
        values: formik.values,
        errors: formik.errors as FieldErrors,
        touched: formik.touched as FieldTouched,
        isSubmitting,
      });
    }
    const waiting = this.waiting;
    this.waiting = [];
    for (const resume of waiting) resume();
  }

  detach(formik: FormikProps<SubscriberFormValues> | null) {
    if (formik === null || this.formik === formik) this.formik = null;
  }

  /** Resolves once the logic has loaded and its driver runs the form. */
  private async ready(): Promise<{ formik: FormikProps<SubscriberFormValues>; validate: Validate }> {
    await this.load();
    if (!this.formik || !this.validate) await new Promise<void>((resume) => this.waiting.push(resume));
    return { formik: this.formik as FormikProps<SubscriberFormValues>, validate: this.validate as Validate };
  }

  /** A value the shopper entered. */
  setFieldValue<K extends FormField>(field: K, value: SubscriberFormValues[K]) {
    this.edited.add(field);
    if (this.formik) void this.formik.setFieldValue(field, value, false);
    else this.update({ values: { ...this.snapshot.values, [field]: value } });
  }

  /**
   * Values from elsewhere (late customer data): not marked edited; a field whose value changes
   * loses its touched mark and error, which were about the value it held before.
   */
  fill(values: SubscriberFormValues) {
    const current = this.snapshot;
    const kept = <T extends object>(record: T): T =>
      Object.fromEntries(
        Object.entries(record).filter(([field]) => values[field as FormField] === current.values[field as FormField]),
      ) as T;
    const touched = kept(current.touched);
    const errors = kept(current.errors);
    if (this.formik) {
      void this.formik.setValues(values, false);
      void this.formik.setTouched(touched, false);
      this.formik.setErrors(errors);
    } else this.update({ values, touched, errors });
  }

  /**
   * A field lost focus: validates the form and marks the field touched (its error shows). Before
   * the logic has loaded, the field is marked and the driver validates as it takes over.
   */
  blur(field: FormField) {
    if (this.formik && this.validate) {
      this.formik.setErrors(this.validate(this.snapshot.values));
      void this.formik.setFieldTouched(field, true, false);
      return;
    }
    this.update({ touched: { ...this.snapshot.touched, [field]: true } });
    this.load().catch(() => undefined);
  }

  /** Back to the given values, nothing edited or touched (after a sign-up). */
  reset(values: SubscriberFormValues) {
    this.edited.clear();
    if (this.formik) this.formik.resetForm({ values, touched: {}, errors: {} });
    else this.update({ values, touched: {}, errors: {} });
  }

  /**
   * Submits with formik (waiting for the logic if it has not loaded yet). Resolves the first
   * invalid field (to focus) or null; rejects when the logic cannot be loaded.
   */
  async submit(): Promise<FocusableField | null> {
    if (this.submitPending || this.snapshot.isSubmitting) return null;
    this.submitPending = true;
    this.update({ isSubmitting: true });
    let ready: Awaited<ReturnType<FormController['ready']>>;
    try {
      ready = await this.ready();
    } catch (error) {
      this.update({ isSubmitting: false });
      throw error;
    } finally {
      this.submitPending = false;
    }
    const first = firstInvalidField(ready.validate(this.snapshot.values));
    void ready.formik.submitForm();
    return first;
  }
}
