import { widgetBuildConfig } from '@shop/element/build/vite-widget';

export default widgetBuildConfig();
