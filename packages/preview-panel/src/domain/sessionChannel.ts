/**
 * How tabs of one browser tell each other that the staff session ended (a logout through the
 * panel, or an answer proving the end). The cookie is shared by all tabs of the origin, so the
 * end in one tab is the end in every tab.
 */
export const sessionChannelName = 'shop-preview-session';

export const sessionEndedMessage = { type: 'shop-preview-session-ended' } as const;

/** Only our own message counts; anything else posted on the channel is ignored. */
export function isSessionEndedMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === sessionEndedMessage.type;
}
