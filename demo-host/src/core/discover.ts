import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MockService, PageModule } from './service.ts';

const moduleFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort()
    .map((file) => pathToFileURL(join(dir, file)).href);

/** Every mock service in src/services/ (each file default-exports a MockService). */
export async function discoverServices(): Promise<MockService[]> {
  const dir = join(import.meta.dirname, '..', 'services');
  return Promise.all(moduleFiles(dir).map(async (url) => (await import(url)).default as MockService));
}

/** Every page module in src/pages/ (each file default-exports a PageModule). */
export async function discoverPages(): Promise<PageModule[]> {
  const dir = join(import.meta.dirname, '..', 'pages');
  return Promise.all(moduleFiles(dir).map(async (url) => (await import(url)).default as PageModule));
}
