import { mergeConfig } from 'vite';
import { widgetBuildConfig } from '../../tooling/vite.widget.ts';

// The session package's modules have no side effects: declaring it lets the bundler keep its
// service client (ky, yup) out of the entry's chunks; the footer loads it after the first render.
export default mergeConfig(widgetBuildConfig(), {
  build: {
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/session/src/') },
    },
  },
});
