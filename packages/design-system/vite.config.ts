import { mergeConfig } from 'vite';
import { loaderScript } from '../../tooling/loaderScript.ts';
import { widgetBuildConfig } from '../../tooling/vite.widget.ts';

// Besides its elements' bundle, the design system builds the loader every page inlines (dist/loader.js).
export default mergeConfig(widgetBuildConfig(), { plugins: [loaderScript()] });
