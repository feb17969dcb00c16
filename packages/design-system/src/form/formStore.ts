/**
 * One form's state, framework-free: values, errors, touched fields, the submit in progress and
 * the server's last answer. The validator (a yup schema's module, say) is loaded on demand: on
 * the first interaction or, at the latest, by a submit, so no form pays for it at first paint.
 */

export type FieldErrors<V> = Partial<Record<keyof V, string>>;
export type FieldFlags<V> = Partial<Record<keyof V, boolean>>;
/** Field -> message key; an empty object when the values are valid. */
export type Validator<V> = (values: V) => FieldErrors<V>;

export interface FormState<V, O> {
  values: V;
  errors: FieldErrors<V>;
  /** Fields whose error may show: left once, or every field after a submit. */
  touched: FieldFlags<V>;
  /** From the submit (its validation included) until its answer was handled. */
  submitting: boolean;
  /** What the last answer meant for the shopper (a server error, a success), set by the form. */
  outcome: O | null;
}

export interface FormStoreOptions<V> {
  values: V;
  loadValidator: () => Promise<Validator<V>>;
  /** The fields in screen order: the first invalid one gets the focus after a failed submit. */
  fieldOrder: ReadonlyArray<keyof V>;
  /** 'blur': errors are recomputed when a field is left (and on submit); 'change': after every change of values too. */
  validateOn?: 'blur' | 'change';
}

export type SubmitResult<V> =
  | { kind: 'sent' }
  /** A submit was already under way: this one did nothing. */
  | { kind: 'ignored' }
  | { kind: 'invalid'; firstInvalid: keyof V | null }
  /** The validator could not be loaded (network); nothing was sent. */
  | { kind: 'unavailable'; error: unknown };

/** The first field in screen order that has an error. */
export function firstInvalidField<V>(errors: FieldErrors<V>, order: ReadonlyArray<keyof V>): keyof V | null {
  return order.find((field) => Boolean(errors[field])) ?? null;
}

/** The entries of a record whose field still holds the same value (the others are dropped). */
function keptWhereUnchanged<V, R extends Partial<Record<keyof V, unknown>>>(record: R, before: V, after: V): R {
  return Object.fromEntries(
    Object.entries(record).filter(([field]) => before[field as keyof V] === after[field as keyof V]),
  ) as R;
}

export class FormStore<V extends object, O = never> {
  private state: FormState<V, O>;
  private readonly listeners = new Set<() => void>();
  private validator: Validator<V> | null = null;
  private loading: Promise<Validator<V>> | null = null;
  private readonly edits = new Set<keyof V>();

  constructor(private readonly options: FormStoreOptions<V>) {
    this.state = { values: options.values, errors: {}, touched: {}, submitting: false, outcome: null };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): FormState<V, O> => this.state;

  /** Fields the shopper changed since the last reset: values from elsewhere must not overwrite them. */
  get edited(): ReadonlySet<keyof V> {
    return this.edits;
  }

  private update(change: Partial<FormState<V, O>>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Loads the validator: once, and again after a failed load. */
  load(): Promise<Validator<V>> {
    if (!this.loading) {
      this.loading = this.options.loadValidator().then(
        (validator) => {
          this.validator = validator;
          return validator;
        },
        (error: unknown) => {
          this.loading = null;
          throw error;
        },
      );
    }
    return this.loading;
  }

  /** Recomputes the errors of the current values: now when the validator is there, else once it is. */
  validate() {
    if (this.validator) {
      this.update({ errors: this.validator(this.state.values) });
      return;
    }
    this.load().then(
      (validator) => this.update({ errors: validator(this.state.values) }),
      () => undefined,
    );
  }

  /**
   * Applies `change` and recomputes the errors in the same update (one render per keystroke or
   * blur, not two) when the validator is there; else the errors follow once it has loaded.
   */
  private updateAndValidate(change: Partial<FormState<V, O>>) {
    const values = change.values ?? this.state.values;
    if (this.validator) {
      this.update({ ...change, errors: this.validator(values) });
      return;
    }
    this.update(change);
    this.validate();
  }

  /** Values the shopper entered: marked edited. */
  edit(changes: Partial<V>) {
    for (const field of Object.keys(changes)) this.edits.add(field as keyof V);
    const values = { ...this.state.values, ...changes };
    if (this.options.validateOn === 'change') this.updateAndValidate({ values });
    else this.update({ values });
  }

  /** A field was left: its error may show, and the errors are recomputed. */
  blur(field: keyof V) {
    this.updateAndValidate({ touched: { ...this.state.touched, [field]: true } });
  }

  /**
   * Values from elsewhere (late customer data, a cleared password): not marked edited; a field
   * whose value changes loses its touched mark and error, which were about the value it held.
   */
  fill(changes: Partial<V>) {
    const before = this.state.values;
    const values = { ...before, ...changes };
    this.update({
      values,
      touched: keptWhereUnchanged(this.state.touched, before, values),
      errors: keptWhereUnchanged(this.state.errors, before, values),
    });
    if (this.options.validateOn === 'change') this.validate();
  }

  /** Back to the given values, nothing edited, touched or in error. */
  reset(values: V) {
    this.edits.clear();
    this.update({ values, touched: {}, errors: {} });
  }

  /** An error the server found in a field (shown as a validation error is). */
  setFieldError(field: keyof V, message: string) {
    this.update({
      errors: { ...this.state.errors, [field]: message },
      touched: { ...this.state.touched, [field]: true },
    });
  }

  setOutcome(outcome: O | null) {
    this.update({ outcome });
  }

  /**
   * One submit at a time: waits for the validator, validates once and marks every field
   * touched; valid values go to `send`, which handles the answer (setOutcome, reset, ...).
   */
  async submit(send: (values: V) => Promise<void>): Promise<SubmitResult<V>> {
    if (this.state.submitting) return { kind: 'ignored' };
    this.update({ submitting: true });
    try {
      let validator: Validator<V>;
      try {
        validator = await this.load();
      } catch (error) {
        return { kind: 'unavailable', error };
      }
      const values = this.state.values;
      const errors = validator(values);
      const touched = Object.fromEntries(Object.keys(values).map((field) => [field, true])) as FieldFlags<V>;
      this.update({ errors, touched });
      const firstInvalid = firstInvalidField(errors, this.options.fieldOrder);
      if (Object.values(errors).some(Boolean)) return { kind: 'invalid', firstInvalid };
      await send(values);
      return { kind: 'sent' };
    } finally {
      this.update({ submitting: false });
    }
  }
}
