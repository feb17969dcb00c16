import { useTranslation } from '@shop/design-system';

/** Shown while the browser leaves for the redirect target (announced politely). */
export function Redirecting() {
  const { t } = useTranslation();
  return (
    <p className="login__status" role="status">
      {t('redirecting')}
    </p>
  );
}
