import { Notification, useTranslation } from '@shop/design-system';
import { useEffect, useRef } from 'react';

/** SUCCESS: the title and the notice naming the entered address, scrolled into view and focused. */
export function SuccessMessage({ email }: { email: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.scrollIntoView({ block: 'center', behavior: 'smooth' });
    box.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="newsletter__success" data-testid="newsletter-success">
      <Notification variant="success" showCloseIcon={false}>
        <strong className="newsletter__success-title">{t('successTitle')}</strong>
        <span className="newsletter__success-text">{t('successText', { email })}</span>
      </Notification>
    </div>
  );
}
