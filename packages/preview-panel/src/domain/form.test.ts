import { describe, expect, it, vi } from 'vitest';

// Each test loads the form's rules itself, afresh, instead of a static import: the yup schema is
// built as the module loads, so a schema that throws then fails the tests (a test file that
// cannot load has no test to fail, which Stryker's vitest runner counts as passed).
const rules = () => {
  vi.resetModules();
  return import('./form.ts');
};

const empty = { date: '', time: '', test: '', group: '' };

describe('the preview form validation: a test needs a group, the date is never an error', () => {
  it('accepts an empty selection: no test and no group', async () => {
    const { validatePreviewForm } = await rules();
    expect(validatePreviewForm(empty)).toEqual({});
  });

  it('rejects a test without a group with "Please also select an A/B test group!"', async () => {
    const { groupRequired, validatePreviewForm } = await rules();
    expect(validatePreviewForm({ ...empty, test: 'newsletter-teaser' })).toEqual({ group: groupRequired });
  });

  it('accepts a test with a group', async () => {
    const { validatePreviewForm } = await rules();
    expect(validatePreviewForm({ ...empty, test: 'newsletter-teaser', group: 'B' })).toEqual({});
  });

  it('never reports the date as an error: an unusable date means the current time', async () => {
    const { validatePreviewForm } = await rules();
    expect(validatePreviewForm({ ...empty, date: '31.12.2026', time: 'soon' })).toEqual({});
  });

  it('keeps the group select disabled until a real test is picked', async () => {
    const { groupSelectable } = await rules();
    expect(groupSelectable({ test: '' })).toBe(false);
    expect(groupSelectable({ test: 'newsletter-teaser' })).toBe(true);
  });
});

describe('a form that sends fewer fields (an old panel, a script)', () => {
  it('still asks for the group of a chosen test when no group is sent', async () => {
    const { groupRequired, validatePreviewForm } = await rules();
    expect(validatePreviewForm({ date: '', time: '', test: 'checkout-v2' } as typeof empty)).toEqual({
      group: groupRequired,
    });
  });

  it('takes a selection that sends no test at all', async () => {
    const { validatePreviewForm } = await rules();
    expect(validatePreviewForm({ date: '', time: '', group: '' } as typeof empty)).toEqual({});
  });
});
