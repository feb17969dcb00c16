import { useStyles, useTranslation } from '@shop/design-system';
import type { Ref } from 'react';
import { describeSettings, type PreviewSettings } from '../domain/auth.ts';
import css from './Indicator.css?inline';

export interface IndicatorProps {
  settings: PreviewSettings;
  /** The content language (dates are formatted in it). */
  language: string;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** Always visible while preview is active: what staff are previewing; opens the settings. */
export function Indicator({ settings, language, expanded, controls, onToggle, ref }: IndicatorProps) {
  useStyles(css);
  const { t } = useTranslation();
  const { moment, test } = describeSettings(settings);
  const when = moment
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(moment)
    : t('indicator.now');
  return (
    <button
      ref={ref}
      type="button"
      className="indicator"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
    >
      <svg className="indicator__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
        />
      </svg>
      <span className="indicator__label">{t('indicator.label')}:</span>{' '}
      <span className="indicator__moment" data-testid="preview-moment">
        {when}
      </span>
      <span aria-hidden="true"> · </span>
      <span className="shop-visually-hidden">, </span>
      <span className="indicator__test" data-testid="preview-test">
        {test ? t('indicator.test', { test }) : t('indicator.noTest')}
      </span>
    </button>
  );
}
