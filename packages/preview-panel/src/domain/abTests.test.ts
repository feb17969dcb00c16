import { describe, expect, it } from 'vitest';
import { abTestsMessageKey, abTestsStateFrom, groupsOf, offeredTests, parseAbTests } from './abTests.ts';

describe('the A/B test list', () => {
  it('reads tests with their groups and drops unknown fields', () => {
    const tests = parseAbTests([{ name: 'teaser', id: 7, groups: [{ name: 'A', weight: 1 }, { name: 'B' }] }]);
    expect(tests).toEqual([{ name: 'teaser', groups: [{ name: 'A' }, { name: 'B' }] }]);
  });

  it.each([null, {}, 'tests', [{ groups: [] }], [{ name: 'x', groups: [{}] }], [{ name: 'x' }]])(
    'treats %j as a failed fetch',
    (body) => {
      expect(parseAbTests(body)).toBeNull();
      expect(abTestsStateFrom(parseAbTests(body))).toEqual({ kind: 'error' });
    },
  );

  it('maps the list to the spec states and texts', () => {
    expect(abTestsStateFrom([])).toEqual({ kind: 'empty' });
    const found = abTestsStateFrom([{ name: 't', groups: [{ name: 'g' }] }]);
    expect(found.kind).toBe('found');
    expect(abTestsMessageKey[found.kind]).toBe('tests.found');
    expect(groupsOf(found, 't')).toEqual([{ name: 'g' }]);
    expect(groupsOf(found, 'other')).toEqual([]);
    expect(groupsOf({ kind: 'loading' }, 't')).toEqual([]);
  });
});

describe('the A/B test list as staff see it', () => {
  it('reads test and group names without the spaces around them', () => {
    expect(parseAbTests([{ name: ' checkout-v2 ', groups: [{ name: ' B ' }] }])).toEqual([
      { name: 'checkout-v2', groups: [{ name: 'B' }] },
    ]);
  });

  it('has a text for each state of the list', () => {
    expect(abTestsMessageKey).toEqual({
      loading: 'tests.loading',
      empty: 'tests.empty',
      found: 'tests.found',
      error: 'tests.error',
    });
  });

  it('offers no test while the list loads', () => {
    expect(offeredTests({ kind: 'loading' })).toEqual([]);
  });
});
