// What other packages (and the prerender) may import from @shop/footer.

export { Footer, type FooterProps } from './components/Footer.tsx';
export { builtInContent, builtInContentFor } from './content/all.ts';
export { checkLink, opensInNewTab } from './domain/links.ts';
export { type LogoDefinition, logoBasePath, logoCatalogue } from './domain/logos.ts';
export { footerPromotionKey, maxPromotionBytes } from './domain/promotionKey.ts';
export { footerContentSchema, validateContent } from './domain/schema.ts';
export type { FooterContent } from './domain/types.ts';
export { channelCookieName, footerVariant, parseChannel } from './domain/variant.ts';
