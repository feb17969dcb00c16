import { widgetBuildConfig } from '@shop/element/build/vite-widget';

const config = widgetBuildConfig();
// The entry exports nothing, so it may gain exports: modules shared by the entry and the
// on-demand parts (extra fields, prefill) then stay in the entry instead of becoming extra
// chunks the page would have to fetch one after another before the element can render.
if (config.build?.rolldownOptions) config.build.rolldownOptions.preserveEntrySignatures = 'allow-extension';

export default config;
