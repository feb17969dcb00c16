import { useShopElement } from '../../element/context.ts';
import { type MessageType, Notification } from './Notification.tsx';

interface NotificationElementProps {
  variant: MessageType;
  showPictogram: boolean;
  transparent: boolean;
  showCloseIcon: boolean;
  open: boolean;
}

/** <shop-notification>: the light-DOM content is the message; close emits `shop-close`. */
export function NotificationElement(props: NotificationElementProps) {
  const { emit } = useShopElement();
  return (
    <Notification {...props} onClose={() => emit('shop-close')}>
      <slot />
    </Notification>
  );
}

export { notificationElementProps } from '../../element.api.ts';
