import { describe, expect, it } from 'vitest';
import { fieldBinder } from './fieldBinder.ts';
import { FormStore } from './formStore.ts';

interface Values {
  name: string;
  salutation: '' | 'MR' | 'MS';
  tags: string[];
}

const newStore = () =>
  new FormStore<Values>({
    values: { name: 'Anna', salutation: '', tags: [] },
    loadValidator: async () => (values) => (values.name ? {} : { name: 'name.required' }),
    fieldOrder: ['name', 'salutation'],
  });

describe('fieldBinder', () => {
  it('gives a field its name and the store’s value, and stores each change under that name', () => {
    const form = newStore();
    const bind = fieldBinder(form, form.getSnapshot().values, { errorOf: () => undefined });
    const name = bind('name');
    expect([name.name, name.value]).toEqual(['name', 'Anna']);
    bind('salutation').onValueChange('MS');
    expect(form.getSnapshot().values).toEqual({ name: 'Anna', salutation: 'MS', tags: [] });
  });

  it('marks the field left on blur, so that its error may show', async () => {
    const form = newStore();
    await form.load();
    const bind = fieldBinder(form, form.getSnapshot().values, { errorOf: () => undefined });
    bind('name').onValueChange('');
    bind('name').onBlur({} as never);
    expect(form.getSnapshot().touched.name).toBe(true);
    expect(form.getSnapshot().errors.name).toBe('name.required');
  });

  it('shows the message the form chooses, and lets the form handle a blur itself', () => {
    const form = newStore();
    const blurred: string[] = [];
    const bind = fieldBinder(form, form.getSnapshot().values, {
      errorOf: (field) => (field === 'name' ? 'Bitte Namen angeben' : undefined),
      onBlur: (field) => blurred.push(field),
    });
    expect(bind('name').error).toBe('Bitte Namen angeben');
    expect(bind('salutation').error).toBeUndefined();
    bind('salutation').onBlur({} as never);
    expect(blurred).toEqual(['salutation']);
    expect(form.getSnapshot().touched.salutation).toBeUndefined();
  });
});
