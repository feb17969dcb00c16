import { Button, useStyles, useTranslation } from '@shop/design-system';
import { useEffect, useRef } from 'react';
import css from './SessionEnded.css?inline';

export interface SessionEndedProps {
  /** Move focus to the next step (focus was inside the panel when the session ended). */
  takeFocus: boolean;
  onDismiss: () => void;
}

/**
 * Shown instead of the indicator once the staff session has ended: preview is off, so
 * nothing here claims it is on and nothing can be applied. The page itself may still show
 * preview content until it is reloaded; logging in again is the way back. An alert, because
 * staff are still acting on the belief that preview is on.
 */
export function SessionEnded({ takeFocus, onDismiss }: SessionEndedProps) {
  useStyles(css);
  const { t } = useTranslation();
  const reloadRef = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  useEffect(() => {
    if (takeFocus) reloadRef.current?.focus();
  }, [takeFocus]);

  return (
    <div className="ended">
      <p className="ended__message" role="alert">
        <strong className="ended__title">{t('ended.title')}</strong> {t('ended.nextStep')}
      </p>
      <div className="ended__actions">
        <Button ref={reloadRef} onClick={() => window.location.reload()}>
          {t('ended.reload')}
        </Button>
        <Button variant="secondary-outline" onClick={onDismiss}>
          {t('ended.dismiss')}
        </Button>
      </div>
    </div>
  );
}
