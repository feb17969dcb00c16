/**
 * What a notification shows for a variant, shared by `<Notification>` (Notification.tsx, inside
 * the widgets) and `<shop-notification>` (NotificationElement.ts, without React).
 */
export const messageTypes = ['error', 'success', 'information', 'warning'] as const;
export type MessageType = (typeof messageTypes)[number];

/** The variant when none (or an unknown one) is given. */
const defaultMessageType: MessageType = 'success';

/**
 * Reads a variant as a template writes it (any case, spaces around). An unknown value is the
 * default (success) with a warning to log, as an unknown country is the default site: a
 * message box never shows a raw text key.
 */
export function messageTypeOf(value: unknown): { type: MessageType; warning?: string } {
  if (value === undefined || value === null || value === '') return { type: defaultMessageType };
  const normalised = String(value).trim().toLowerCase();
  const known = messageTypes.find((type) => type === normalised);
  if (known) return { type: known };
  return {
    type: defaultMessageType,
    warning: `Unknown notification variant "${String(value)}": showing ${defaultMessageType} (one of ${messageTypes.join(', ')}).`,
  };
}

/** Each variant's pictogram (a 24 × 24 path). */
export const pictograms: Record<MessageType, string> = {
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z',
  information: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
};

/** The box's classes. */
export const notificationClass = (type: MessageType, transparent: boolean) =>
  `notification notification--${type}${transparent ? ' notification--transparent' : ''}`;

/** Errors are announced assertively, everything else politely. */
export const notificationRole = (type: MessageType) => (type === 'error' ? 'alert' : 'status');
