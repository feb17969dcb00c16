import { describe, expect, it, vi } from 'vitest';
import { FormStore, firstInvalidField, type Validator } from './formStore.ts';
import { loadOnInteraction } from './loadOnInteraction.ts';

interface Values {
  email: string;
  name: string;
}

const requireBoth: Validator<Values> = (values) => ({
  ...(values.email ? {} : { email: 'emailRequired' }),
  ...(values.name ? {} : { name: 'nameRequired' }),
});

/** A validator load the test releases (or fails) when it wants. */
function deferredValidator(validator: Validator<Values> = requireBoth) {
  let release: () => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const loadValidator = vi.fn(
    () =>
      new Promise<Validator<Values>>((resolve, reject) => {
        release = () => resolve(validator);
        fail = reject;
      }),
  );
  return { loadValidator, release: () => release(), fail: (error: unknown) => fail(error) };
}

function store(options: { values?: Values; validator?: Validator<Values>; validateOn?: 'blur' | 'change' } = {}) {
  return new FormStore<Values, string>({
    values: options.values ?? { email: '', name: '' },
    loadValidator: async () => options.validator ?? requireBoth,
    fieldOrder: ['email', 'name'],
    validateOn: options.validateOn,
  });
}

/**
 * For the negative checks, not a sleep: no code here uses timers, so once one task has passed
 * every pending promise reaction has run (a send that did not wait would have happened) and
 * Node has reported any rejection left unhandled (to this test).
 */
const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FormStore', () => {
  it('marks what the shopper typed as edited, and values from elsewhere not', () => {
    const form = store();
    form.edit({ email: 'a@b.de' });
    form.fill({ name: 'Anna' });
    expect([...form.edited]).toEqual(['email']);
    expect(form.getSnapshot().values).toEqual({ email: 'a@b.de', name: 'Anna' });
  });

  it('drops the touched mark and error of a field that a fill changes, and keeps those of the others', async () => {
    const form = store();
    form.blur('email');
    form.blur('name');
    await form.load();
    form.fill({ email: 'late@data.de', name: '' });
    expect(form.getSnapshot().touched).toEqual({ name: true });
    expect(form.getSnapshot().errors).toEqual({ name: 'nameRequired' });
  });

  it('validates a left field once the validator has loaded, and the touched mark shows at once', async () => {
    const load = deferredValidator();
    const form = new FormStore<Values>({ values: { email: '', name: 'x' }, ...load, fieldOrder: ['email', 'name'] });
    form.blur('email');
    expect(form.getSnapshot().touched).toEqual({ email: true });
    expect(form.getSnapshot().errors).toEqual({});
    load.release();
    await form.load();
    expect(form.getSnapshot().errors).toEqual({ email: 'emailRequired' });
  });

  it('loads the validator once, and again after a failed load', async () => {
    const load = deferredValidator();
    const form = new FormStore<Values>({ values: { email: '', name: '' }, ...load, fieldOrder: ['email', 'name'] });
    const first = form.load();
    form.load();
    expect(load.loadValidator).toHaveBeenCalledTimes(1);
    load.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    form.load();
    expect(load.loadValidator).toHaveBeenCalledTimes(2);
  });

  it.each(['edit', 'fill'] as const)('re-validates after each %s only in a validate-on-change form', async (change) => {
    const onBlur = store({ values: { email: 'a@b.de', name: 'x' } });
    const onChange = store({ values: { email: 'a@b.de', name: 'x' }, validateOn: 'change' });
    for (const form of [onBlur, onChange]) form[change]({ name: '' });
    await Promise.all([onBlur.load(), onChange.load()]);
    expect(onBlur.getSnapshot().errors).toEqual({});
    expect(onChange.getSnapshot().errors).toEqual({ name: 'nameRequired' });
  });

  it('validates once per submit, touches every field and names the first invalid one in screen order', async () => {
    const validator = vi.fn(requireBoth);
    const form = store({ validator });
    const send = vi.fn(async () => {});
    await expect(form.submit(send)).resolves.toEqual({ kind: 'invalid', firstInvalid: 'email' });
    expect(validator).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    expect(form.getSnapshot().touched).toEqual({ email: true, name: true });
    expect(form.getSnapshot().submitting).toBe(false);
  });

  it('sends valid values once, and ignores a second submit while the first is under way', async () => {
    const form = store({ values: { email: 'a@b.de', name: 'Anna' } });
    let answer: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const first = form.submit(send);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(form.getSnapshot().submitting).toBe(true);
    await expect(form.submit(send)).resolves.toEqual({ kind: 'ignored' });
    answer();
    await expect(first).resolves.toEqual({ kind: 'sent' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ email: 'a@b.de', name: 'Anna' });
    expect(form.getSnapshot().submitting).toBe(false);
  });

  it('lets a submit before the validator has loaded wait for it, submitting meanwhile', async () => {
    const load = deferredValidator();
    const form = new FormStore<Values>({ values: { email: 'a@b.de', name: 'A' }, ...load, fieldOrder: ['email'] });
    let released = false;
    // Sending before the validator is there would reject the submit (and fail the test).
    const send = vi.fn(async () => expect(released).toBe(true));
    const result = form.submit(send);
    expect(form.getSnapshot().submitting).toBe(true);
    await flushPromises();
    expect(send).not.toHaveBeenCalled();
    released = true;
    load.release();
    await expect(result).resolves.toEqual({ kind: 'sent' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports a validator that cannot be loaded, sends nothing, and allows the next submit', async () => {
    const load = deferredValidator();
    const form = new FormStore<Values>({ values: { email: 'a@b.de', name: 'A' }, ...load, fieldOrder: ['email'] });
    const send = vi.fn(async () => {});
    const result = form.submit(send);
    const error = new Error('offline');
    load.fail(error);
    await expect(result).resolves.toEqual({ kind: 'unavailable', error });
    expect(send).not.toHaveBeenCalled();
    expect(form.getSnapshot().submitting).toBe(false);
  });

  it('ends the submit when sending throws', async () => {
    const form = store({ values: { email: 'a@b.de', name: 'A' } });
    await expect(form.submit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(form.getSnapshot().submitting).toBe(false);
  });

  it('shows an error the server found at its field, and keeps the outcome the form sets', () => {
    const form = store();
    form.setFieldError('email', 'emailRejected');
    form.setOutcome('unauthorized');
    expect(form.getSnapshot()).toMatchObject({
      errors: { email: 'emailRejected' },
      touched: { email: true },
      outcome: 'unauthorized',
    });
  });

  it('resets to the given values with nothing edited, touched or in error', async () => {
    const form = store();
    form.edit({ email: 'a@b.de' });
    await form.submit(async () => {});
    form.reset({ email: '', name: '' });
    expect(form.edited.size).toBe(0);
    expect(form.getSnapshot()).toMatchObject({ values: { email: '', name: '' }, touched: {}, errors: {} });
  });

  it('tells its listeners of each change until they unsubscribe', () => {
    const form = store();
    const listener = vi.fn();
    const unsubscribe = form.subscribe(listener);
    form.edit({ email: 'a' });
    unsubscribe();
    form.edit({ email: 'ab' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('firstInvalidField', () => {
  it('is the first field in screen order with a non-empty error', () => {
    expect(firstInvalidField<Values>({ name: 'x', email: '' }, ['email', 'name'])).toBe('name');
    expect(firstInvalidField<Values>({}, ['email', 'name'])).toBeNull();
  });
});

describe('loadOnInteraction', () => {
  it('starts loading the validator on focus, pointer, touch and key, and swallows a failed load', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const handlers = loadOnInteraction({ load });
    for (const handler of Object.values(handlers)) handler();
    await flushPromises();
    expect(Object.keys(handlers)).toEqual([
      'onFocusCapture',
      'onPointerDownCapture',
      'onTouchStartCapture',
      'onKeyDownCapture',
    ]);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
