// The element shell's API for the design system and the widgets (the design system re-exports what
// a widget uses). Tree-shakeable: a bundle carries only what it imports. The page's inline loader,
// its head style and the release modules are entries of their own (package.json `exports`).

export { earlyCss, earlyTextsOf, withEarlyUse } from './early/earlyMarkup.ts';
export { cookieAppearedAttribute } from './early/loader.ts';
// Defining elements: with React, and static ones.
export type { ElementApi } from './props/api.ts';
export { type PropSpecs, parseAttribute } from './props/attributes.ts';
// What a component inside an element uses: its context, texts, events, staged rendering.
export { type StyleSink, useShopElement, useStyles } from './shell/context.ts';
export { defineElement, type ElementDesign, type ElementOptions } from './shell/defineElement.tsx';
export { defineStaticElement } from './shell/defineStaticElement.ts';
export { documentParsed } from './shell/documentParsed.ts';
// The build-time prerender (the design system's prerender.tsx renders the shell with its design).
export { ElementShell } from './shell/ElementShell.tsx';
export { ElementTexts } from './shell/elementTexts.ts';
export { dispatchShopEvent } from './shell/events.ts';
// What the design system shares through the page-state object (its labels).
export { pageState } from './shell/pageState.ts';
export { defineOnce } from './shell/register.ts';
export { setNativeValue } from './shell/setNativeValue.ts';
export { useStagedRender } from './shell/stagedRender.ts';
export { createTranslator, type TextLoader, type Texts, textsFromGlob } from './texts/i18n.ts';
export { chooseLocale } from './texts/locale.ts';
export { TranslationContext, useTranslation } from './texts/translation.ts';
export { type TFunction, Translator } from './texts/translator.ts';
