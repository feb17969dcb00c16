import { useStyles, useTranslation } from '@shop/element';
import { type ReactNode, useEffect } from 'react';
import { iconClose } from '../../icons/close.ts';
import { Icon } from '../Icon/Icon.tsx';
import css from './Notification.css?inline';
import {
  type MessageType,
  messageTypeOf,
  notificationClass,
  notificationRole,
  pictograms,
} from './notificationVariants.ts';

export type { MessageType } from './notificationVariants.ts';

export interface NotificationProps {
  /** A MessageType; any other value (e.g. a template's typo) is shown as the default. */
  variant?: MessageType | (string & {});
  showPictogram?: boolean;
  transparent?: boolean;
  showCloseIcon?: boolean;
  open?: boolean;
  onClose?: () => void;
  children?: ReactNode;
}

/**
 * A message box. Errors are announced assertively (role alert), everything else politely
 * (role status). Hidden entirely while `open` is false.
 */
export function Notification({
  variant: requested,
  showPictogram = true,
  transparent = false,
  showCloseIcon = true,
  open = true,
  onClose,
  children,
}: NotificationProps) {
  useStyles(css);
  const { t } = useTranslation('ds');
  const { type: variant, warning } = messageTypeOf(requested);
  useEffect(() => {
    if (warning) console.warn(`<shop-notification> ${warning}`);
  }, [warning]);
  if (!open) return null;
  return (
    <div className={notificationClass(variant, transparent)} role={notificationRole(variant)}>
      {showPictogram && (
        <svg className="notification__pictogram" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d={pictograms[variant]} fill="currentColor" />
        </svg>
      )}
      <div className="notification__content">
        <span className="shop-visually-hidden">{t(`notification.${variant}`)}: </span>
        {children}
      </div>
      {showCloseIcon && (
        <button type="button" className="notification__close" aria-label={t('close')} onClick={onClose}>
          <Icon icon={iconClose} size={16} />
        </button>
      )}
    </div>
  );
}
