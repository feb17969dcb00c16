/**
 * The bare specifiers every widget bundle leaves to the shared runtime (packages/runtime).
 * A page maps them with one import map, so five widgets load React once.
 */
export const sharedRuntimeSpecifiers = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@r2wc/react-to-web-component',
  'ky',
  'yup',
] as const;
