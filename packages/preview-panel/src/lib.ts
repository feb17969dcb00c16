// What other packages may import from the preview panel.
export { hasPreviewCookie, previewCookieNames } from './domain/cookies.ts';
export { checkauthPath, logoutEvent, PreviewGate } from './gate/PreviewGate.ts';
