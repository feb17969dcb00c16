import { useStyles, useTranslation } from '@shop/design-system';
import { type AbTestsState, abTestsMessageKey } from '../domain/abTests.ts';
import css from './TestsStatus.css?inline';

/** The state of the A/B test list for the chosen moment (loading, none, found, failed), announced politely. */
export function TestsStatus({ state }: { state: AbTestsState }) {
  useStyles(css);
  const { t } = useTranslation();
  return (
    <p className={`tests-status tests-status--${state.kind}`} role="status" data-state={state.kind}>
      {t(abTestsMessageKey[state.kind])}
    </p>
  );
}
