import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * The runtime's compatibility line: its major version, or `0.<minor>` while it is below 1.0
 * (where, as in semver, every minor release may break). A widget works with any runtime of the
 * line it was built against.
 */
export function runtimeLine(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `0.${minor}` : major;
}

const runtimeVersion = (): string =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'runtime', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/**
 * The name under which a page's import map offers a shared module, e.g. `@shop/runtime@0.1/react`.
 * Never the plain `react`: a host page or another team may have an import map of its own that
 * maps `react` to something else, and where two maps name the same specifier the browser keeps
 * the first rule and drops ours. The line in the name lets two runtime lines coexist on a page,
 * and a widget that needs a line the page does not map fails to resolve its imports (a clear
 * error the loader reports) instead of running against an incompatible React.
 */
export function runtimeSpecifier(specifier: string, line = runtimeLine(runtimeVersion())): string {
  return `@shop/runtime@${line}/${specifier}`;
}
