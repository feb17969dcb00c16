import { loaderScript } from '@shop/element/build/loader-script';
import { widgetBuildConfig } from '@shop/element/build/vite-widget';
import { mergeConfig } from 'vite';

// Besides its elements' bundle, the design system builds the loader every page inlines (dist/loader.js).
export default mergeConfig(widgetBuildConfig(), { plugins: [loaderScript()] });
