// What other packages may import from the preview panel.
export { hasPreviewCookie } from './domain/cookies.ts';
export { checkauthPath, logoutEvent, PreviewGate } from './PreviewGate.ts';
