import { widgetBuildConfig } from '../../tooling/vite.widget.ts';

export default widgetBuildConfig();
