import { useTranslation } from '@shop/element';

/**
 * A field's error message, linked to its control by `id` (the control's `aria-describedby`),
 * with the visually hidden "Error:" prefix screen readers announce before it.
 */
export function FieldError({ id, className, children }: { id: string; className: string; children: string }) {
  const { t } = useTranslation('ds');
  return (
    <p id={id} className={className}>
      <span className="shop-visually-hidden">{t('errorPrefix')}: </span>
      {children}
    </p>
  );
}
