import { defineConfig } from 'vitest/config';

// Shared unit-test setup: one run covers every package. Browser-facing code runs in
// happy-dom; the demo host and build tooling run in Node.
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tooling/vitest.setup.ts'],
          css: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['demo-host/src/**/*.test.ts', 'tooling/**/*.test.ts', 'packages/*/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tooling/vitest.build.ts'],
        },
      },
    ],
  },
});
