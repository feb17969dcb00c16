import { type ReactNode, useEffect } from 'react';
import { useStyles } from '../../element/context.ts';
import { useTranslation } from '../../element/translation.ts';
import { iconClose } from '../../icons/close.ts';
import { Icon } from '../Icon/Icon.tsx';
import css from './Notification.css?inline';

const messageTypes = ['error', 'success', 'information', 'warning'] as const;
export type MessageType = (typeof messageTypes)[number];

/** The variant when none (or an unknown one) is given. */
const defaultMessageType: MessageType = 'success';

/**
 * Reads a variant as a template writes it (any case, spaces around). An unknown value is the
 * default (success) with a warning to log, as an unknown country is the default site: a
 * message box never shows a raw text key.
 */
function messageTypeOf(value: unknown): { type: MessageType; warning?: string } {
  if (value === undefined || value === null || value === '') return { type: defaultMessageType };
  const normalised = String(value).trim().toLowerCase();
  const known = messageTypes.find((type) => type === normalised);
  if (known) return { type: known };
  return {
    type: defaultMessageType,
    warning: `Unknown notification variant "${String(value)}": showing ${defaultMessageType} (one of ${messageTypes.join(', ')}).`,
  };
}

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

const pictograms: Record<MessageType, string> = {
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z',
  information: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
};

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
  const classes = ['notification', `notification--${variant}`, transparent ? 'notification--transparent' : ''];
  return (
    <div className={classes.join(' ').trim()} role={variant === 'error' ? 'alert' : 'status'}>
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
