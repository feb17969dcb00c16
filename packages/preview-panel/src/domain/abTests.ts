import { array, type InferType, object, string } from 'yup';

/**
 * The A/B tests active at a moment (`gettestsat`): each has a name and groups, each group a
 * name. The answer is untrusted: it is validated before use, and anything else is the
 * error state.
 */
const abTestListSchema = array()
  .required()
  .of(
    object({
      name: string().trim().required(),
      groups: array()
        .required()
        .of(object({ name: string().trim().required() }).noUnknown(false)),
    }),
  );

export type AbTest = { name: string; groups: Array<{ name: string }> };

export function parseAbTests(body: unknown): AbTest[] | null {
  try {
    const list = abTestListSchema.validateSync(body, { stripUnknown: true }) as InferType<typeof abTestListSchema>;
    return list.map((test) => ({ name: test.name, groups: test.groups.map((group) => ({ name: group.name })) }));
  } catch {
    return null;
  }
}

/** States of the test list: loading, no active tests, tests found, or the fetch failed. */
export type AbTestsState =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'found'; tests: AbTest[] }
  | { kind: 'error' };

export function abTestsStateFrom(tests: AbTest[] | null): AbTestsState {
  if (tests === null) return { kind: 'error' };
  return tests.length ? { kind: 'found', tests } : { kind: 'empty' };
}

export const abTestsMessageKey: Record<AbTestsState['kind'], string> = {
  loading: 'tests.loading',
  empty: 'tests.empty',
  found: 'tests.found',
  error: 'tests.error',
};

/** The tests to offer: none while loading or failed. */
export const offeredTests = (state: AbTestsState): AbTest[] => (state.kind === 'found' ? state.tests : []);

/** The groups of the picked test ([] when no test, or it is not offered at this moment). */
export function groupsOf(state: AbTestsState, testName: string): Array<{ name: string }> {
  return offeredTests(state).find((test) => test.name === testName)?.groups ?? [];
}
